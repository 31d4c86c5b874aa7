import { companySignature } from '../../contracts/company.ts';
import { storedLocale } from '../../contracts/locales.ts';
import type { Lookup } from '../../contracts/pages.ts';
import { conditionLabel, TRADE_IN_BRAND_MESSAGE } from '../../contracts/trade-in.ts';
import { type TradeInForm, tradeInSchema } from '../../contracts/trade-in-schema.ts';
import type { Prisma } from '../../db/client.ts';
import { env } from '../../config/env.ts';
import { companyDetails } from '../../core/company-details.ts';
import { translator } from '../../i18n/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import { ValidationError } from '../../lib/errors.ts';
import { mailer } from '../../lib/mail.ts';
import { validate } from '../../lib/validation.ts';
import { catalogueLookups } from '../catalogue/index.ts';
import { currentCatalogueVersion } from '../../core/catalogue-version.ts';
import { consent, createLead, type Sender } from '../leads/index.ts';
import { checkPhotos } from '../stock/index.ts';
import { discardLeadPhotos, type IncomingFile, insertLeadPhotos, storeLeadPhotoOriginals } from './lead-photos.ts';
import { type TradeInCar, tradeInAckMail } from './trade-in-mail.ts';
import { tradeInRequest } from './trade-in.queries.ts';

/** The form's lists: every brand (the visitor may also type one), fuel and gearbox, by name. */
export async function tradeInLists(): Promise<{ marcas: Lookup[]; combustibles: Lookup[]; cambios: Lookup[] }> {
  const lookups = await catalogueLookups(await currentCatalogueVersion());
  const names = (rows: readonly Lookup[]) => rows.map(({ id, nombre }) => ({ id, nombre }));
  return { marcas: names(lookups.marca), combustibles: names(lookups.combustible), cambios: names(lookups.cambio) };
}

/** The field messages of a check, or none. */
async function problemsOf(check: () => unknown): Promise<Record<string, string[]>> {
  try {
    await check();
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
}

/**
 * Stores a trade-in valuation request as an enquiry (source 'tasacion'): the car's details
 * named from the lists (so it reads on its own), the visitor's comments as its message, its
 * consent, and its photos. The fields, the lists' ids and each photo's content are all checked
 * before anything is stored, and every problem comes back at once (one ValidationError), so the
 * visitor sends the photos again only once. The originals are then stored privately, and the
 * enquiry's transaction writes their rows and jobs with the enquiry and its staff mail.
 */
export async function storeTradeIn(input: unknown, files: IncomingFile[], sender: Sender): Promise<number> {
  const lists = await tradeInLists();
  const named = (rows: readonly Lookup[], id: number | null | undefined) => rows.find((row) => row.id === id);
  let checked: TradeInForm | null = null;
  const problems: Record<string, string[]> = {
    ...(await problemsOf(() => (checked = validate(tradeInSchema(), input)))),
    ...(await problemsOf(() => checkPhotos(files))),
  };
  const form = checked as TradeInForm | null;
  if (form?.marca_id != null && !named(lists.marcas, form.marca_id)) problems.marca_id = [TRADE_IN_BRAND_MESSAGE];
  if (form && !named(lists.combustibles, form.combustible_id)) problems.combustible_id = ['Elige el combustible.'];
  if (form && !named(lists.cambios, form.cambio_id)) problems.cambio_id = ['Elige el cambio.'];
  if (!form || Object.keys(problems).length > 0) throw new ValidationError(problems);

  const lookup = (rows: readonly Lookup[], id: number) => ({ id, nombre: named(rows, id)!.nombre });
  const payload: Prisma.InputJsonObject = {
    matricula: form.matricula,
    marca: form.marca_id === null ? form.marca_texto : lookup(lists.marcas, form.marca_id),
    modelo: form.modelo,
    year: form.year,
    kilometros: form.kilometros,
    combustible: lookup(lists.combustibles, form.combustible_id),
    cambio: lookup(lists.cambios, form.cambio_id),
    estado: conditionLabel(form.estado),
    fotos: files.length,
  };
  const photos = await storeLeadPhotoOriginals(files);
  try {
    return await createLead(
      { source: 'tasacion', nombre: form.nombre, telefono: form.telefono, email: form.email.toLowerCase(), mensaje: form.comentarios, payload, ...consent(sender) },
      false,
      async (tx, leadId) => {
        await insertLeadPhotos(tx, leadId, photos);
        await enqueue('trade-in-ack', { leadId }, { tx });
      },
    );
  } catch (error) {
    await discardLeadPhotos(photos);
    throw error;
  }
}

/** The 'trade-in-ack' job: the visitor's copy of their valuation request, in their language. */
export async function sendTradeInAck(leadId: number): Promise<void> {
  const request = await tradeInRequest(leadId);
  if (!request) return;
  const appName = env().APP_NAME;
  const signature = companySignature(await companyDetails(), appName);
  const car = request.payload as unknown as TradeInCar;
  await mailer().send(tradeInAckMail({ to: request.email, nombre: request.nombre, car, signature, appName }, translator(storedLocale(request.idioma))));
}
