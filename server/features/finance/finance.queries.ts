import type { FinanceTerms } from '../../contracts/finance.ts';
import { db } from '../../db/client.ts';

/** The one row of financiacion (its migration inserts it, with the defaults). */
export async function readFinanceTerms(): Promise<FinanceTerms> {
  const row = await db().financiacion.findUniqueOrThrow({ where: { id: 1 } });
  return {
    tin: Number(row.tin),
    comisionApertura: Number(row.comision_apertura),
    comisionMinima: Number(row.comision_minima),
    plazoMinimo: row.plazo_minimo,
    plazoMaximo: row.plazo_maximo,
    plazoDefecto: row.plazo_defecto,
    entradaDefecto: Number(row.entrada_defecto),
    importeMinimo: row.importe_minimo,
    entidad: row.entidad,
  };
}

/** Saves the terms; the row's trigger starts a new catalogue version, so cached pages show the new payments. */
export async function writeFinanceTerms(terms: FinanceTerms): Promise<void> {
  const data = {
    tin: terms.tin,
    comision_apertura: terms.comisionApertura,
    comision_minima: terms.comisionMinima,
    plazo_minimo: terms.plazoMinimo,
    plazo_maximo: terms.plazoMaximo,
    plazo_defecto: terms.plazoDefecto,
    entrada_defecto: terms.entradaDefecto,
    importe_minimo: terms.importeMinimo,
    entidad: terms.entidad,
  };
  await db().financiacion.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data, select: { id: true } });
}
