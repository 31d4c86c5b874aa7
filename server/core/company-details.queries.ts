import type { EmpresaFields } from '../contracts/company-form.ts';
import type { LegalGuaranteeMonths } from '../contracts/guarantee.ts';
import type { TaxRegime } from '../contracts/pricing.ts';
import { defaultBranchHours, type Empresa } from '../contracts/company.ts';
import { branchById } from '../contracts/site.ts';
import { db } from '../db/client.ts';

const FIELDS = {
  razon_social: true,
  cif: true,
  registro_mercantil: true,
  email_privacidad: true,
  telefono_tarahales: true,
  telefono_el_tablero: true,
  telefono_tenerife: true,
  whatsapp: true,
  whatsapp_tarahales: true,
  whatsapp_el_tablero: true,
  whatsapp_tenerife: true,
  instagram: true,
  facebook: true,
  youtube: true,
  reserva_senal: true,
  reserva_horas: true,
  coste_stock_dia: true,
  iban: true,
  regimen_igic: true,
  precio_incluye: true,
  envio_desde: true,
  garantia_ampliada_desde: true,
  garantia_legal_meses: true,
  presupuesto_dias: true,
  prueba_minutos: true,
} as const;

/** A new install's row: nothing filled in. */
export const NO_DETAILS: EmpresaFields = {
  razon_social: null,
  cif: null,
  registro_mercantil: null,
  email_privacidad: null,
  telefono_tarahales: null,
  telefono_el_tablero: null,
  telefono_tenerife: null,
  whatsapp: null,
  whatsapp_tarahales: null,
  whatsapp_el_tablero: null,
  whatsapp_tenerife: null,
  instagram: null,
  facebook: null,
  youtube: null,
  reserva_senal: 300,
  reserva_horas: 72,
  coste_stock_dia: 17,
  iban: null,
  regimen_igic: 'general',
  precio_incluye: null,
  envio_desde: 350,
  garantia_ampliada_desde: null,
  garantia_legal_meses: 36,
  presupuesto_dias: 7,
  prueba_minutos: 45,
};

/** The one row of empresa (its migration inserts it; an empty row if it were ever missing). */
export async function readEmpresa(): Promise<EmpresaFields> {
  const row = await db().empresa.findUnique({ where: { id: 1 }, select: FIELDS });
  // The CHECKs of the *_empresa_precio migration hold these two to the form's choices.
  return row ? { ...row, regimen_igic: row.regimen_igic as TaxRegime, garantia_legal_meses: row.garantia_legal_meses as LegalGuaranteeMonths } : NO_DETAILS;
}

/** Each branch's opening hours (sede_horarios), by weekday. */
export async function readBranchHours(): Promise<Empresa['horarios']> {
  const rows = await db().$queryRaw<{ sede_id: number; dia: number; abre: string; cierra: string }[]>`
    SELECT sede_id::int AS sede_id, dia::int AS dia, to_char(abre, 'HH24:MI') AS abre, to_char(cierra, 'HH24:MI') AS cierra FROM sede_horarios ORDER BY sede_id, dia`;
  const hours = Object.fromEntries(Object.keys(defaultBranchHours()).map((slug) => [slug, []])) as unknown as Empresa['horarios'];
  for (const row of rows) hours[branchById(row.sede_id).slug].push({ dia: row.dia, abre: row.abre, cierra: row.cierra });
  return hours;
}
