import { conditionLabel } from '../../contracts/trade-in.ts';
import type { TradeInForm } from '../../contracts/trade-in-schema.ts';
import type { Lookup } from '../../contracts/pages.ts';
import type { Prisma } from '../../db/client.ts';
import { ValidationError } from '../../lib/errors.ts';
import { catalogueLookups } from '../catalogue/catalogue-lookups.ts';
import { currentCatalogueVersion } from '../catalogue/catalogue-version.ts';
import { createLead } from '../leads/leads.queries.ts';
import { consent, type Sender } from '../leads/leads.service.ts';
import { checkPhotos } from '../stock/stock-photos.ts';
import { discardLeadPhotos, type IncomingFile, insertLeadPhotos, storeLeadPhotoOriginals } from './lead-photos.ts';

/** The form's lists: every brand (the visitor may also type one), fuel and gearbox, by name. */
export async function tradeInLists(): Promise<{ marcas: Lookup[]; combustibles: Lookup[]; cambios: Lookup[] }> {
  const lookups = await catalogueLookups(await currentCatalogueVersion());
  const names = (rows: readonly Lookup[]) => rows.map(({ id, nombre }) => ({ id, nombre }));
  return { marcas: names(lookups.marca), combustibles: names(lookups.combustible), cambios: names(lookups.cambio) };
}

/** The named lookup of `id` in `rows`, or a ValidationError on `field`. */
function named(rows: readonly Lookup[], id: number, field: string, message: string): { id: number; nombre: string } {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new ValidationError({ [field]: [message] });
  return { id: row.id, nombre: row.nombre };
}

/**
 * Stores a trade-in valuation request as an enquiry (source 'tasacion'): the car's details
 * named from the lists (so it reads on its own), the visitor's comments as its message, its
 * consent, and its photos, checked by content and stored privately before the enquiry's
 * transaction, which writes their rows and jobs with the enquiry and its staff mail.
 */
export async function storeTradeIn(form: TradeInForm, files: IncomingFile[], sender: Sender): Promise<number> {
  const lists = await tradeInLists();
  const marca = form.marca_id === null ? null : named(lists.marcas, form.marca_id, 'marca_id', 'Elige una marca de la lista o escríbela.');
  const payload: Prisma.InputJsonObject = {
    matricula: form.matricula,
    marca: marca ?? form.marca_texto,
    modelo: form.modelo,
    year: form.year,
    kilometros: form.kilometros,
    combustible: named(lists.combustibles, form.combustible_id, 'combustible_id', 'Elige el combustible.'),
    cambio: named(lists.cambios, form.cambio_id, 'cambio_id', 'Elige el cambio.'),
    estado: conditionLabel(form.estado),
    fotos: files.length,
  };
  await checkPhotos(files);
  const photoIds = await storeLeadPhotoOriginals(files);
  try {
    return await createLead(
      { source: 'tasacion', nombre: form.nombre, telefono: form.telefono, email: form.email.toLowerCase(), mensaje: form.comentarios, payload, ...consent(sender) },
      false,
      (tx, leadId) => insertLeadPhotos(tx, leadId, photoIds),
    );
  } catch (error) {
    await discardLeadPhotos(photoIds);
    throw error;
  }
}
