import { canaryDate } from '../../contracts/canary-date.ts';
import { env } from '../../config/env.ts';
import { type Locale, storedLocale } from '../../contracts/locales.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { currentCatalogueVersion } from '../../core/catalogue-version.ts';
import { companyDetails } from '../../core/company-details.ts';
import { VersionedCache } from '../../core/versioned-cache.ts';
import { vehiclePhotoPaths } from '../../media/storage.ts';
import { mediaStore } from '../../media/store/media-store.ts';
import { carForQuote, type QuotedCar } from '../catalogue/index.ts';
import { quoteDocument, type QuoteDocument } from './quote.document.ts';
import { quotePdf } from './quote.pdf.ts';
import { translator } from '../../i18n/index.ts';

/** A quote ready to send: its PDF and its file's name without the extension ('presupuesto-bmw-x5-…', 'quote-bmw-x5-…'). */
export interface RenderedQuote {
  pdf: Buffer;
  filename: string;
}

/** A quote's PDF with the car's main photo from the media store (without it when it cannot be read). */
export async function renderQuote(document: QuoteDocument): Promise<Buffer> {
  const photo = document.coche.fotoId === null ? null : await mediaStore().read(vehiclePhotoPaths(document.coche.fotoId).compressed).catch(() => null);
  return quotePdf(document, photo);
}

/** A stored quote's PDF, named after its reference in its language ('presupuesto-S-7-15'). */
export async function renderStoredQuote(document: QuoteDocument): Promise<RenderedQuote> {
  const { t } = translator(storedLocale(document.locale));
  return { pdf: await renderQuote(document), filename: t('quote.file_name', { name: document.referencia }) };
}

/** A quote's document for a car, under the company's terms now, in `locale`. */
export async function documentFor(car: QuotedCar, referencia: string, comprador: string | null, now: Date, locale: Locale): Promise<QuoteDocument> {
  const empresa = await companyDetails();
  return quoteDocument({ ...car, empresa, appName: env().APP_NAME, referencia, comprador, now, locale });
}

/**
 * The public quotes made lately, by car, Canary day and language, for the catalogue version they
 * were made under: any change to a price, a car or the company's terms starts afresh. A visitor's
 * download writes nothing; the same quote asked again the same day is the same file. Room for a
 * whole stock's quotes (most are 20–100 KB); an unknown car is never kept, so it pushes none out.
 */
const publicQuotes = new VersionedCache<RenderedQuote>(400);

/**
 * The public quote of a car ('Descargar presupuesto'), for today, in the page's language: its
 * reference names the car, the day and the price version, so staff can tell which figures a buyer
 * was given. NotFoundError when the car is not on sale.
 */
export async function publicQuote(slug: string, locale: Locale, now: Date = new Date()): Promise<RenderedQuote> {
  const version = await currentCatalogueVersion();
  const day = canaryDate(now);
  return publicQuotes.get(version, `${slug}\n${day}\n${locale}`, async () => {
    const car = await carForQuote({ slug });
    // Thrown, not returned: a failed load is not kept.
    if (!car) throw new NotFoundError();
    const referencia = `P-${car.coche.id}-${day.replaceAll('-', '')}-${version ?? 0}`;
    const filename = translator(locale).t('quote.file_name', { name: car.coche.slug });
    return { pdf: await renderQuote(await documentFor(car, referencia, null, now, locale)), filename };
  });
}
