import { type CarCondition, conditionLines } from '../../contracts/car-condition.ts';
import { carWhatsapp, carPhone, type Empresa } from '../../contracts/company.ts';
import { creditFigures, type CreditFigure } from '../../contracts/finance-disclosure.ts';
import { defaultQuote, type FinanceTerms } from '../../contracts/finance.ts';
import { formatCv, formatKm } from '../../contracts/format.ts';
import { guaranteeTerms } from '../../contracts/guarantee.ts';
import { type Locale, localizedPath } from '../../contracts/locales.ts';
import { lookupName } from '../../contracts/lookup-names.ts';
import type { VehicleDetail } from '../../contracts/pages.ts';
import { priceStatement } from '../../contracts/price-statement.ts';
import type { PriceStatement } from '../../contracts/pricing.ts';
import { carFinanceExample } from '../../contracts/representative-example.ts';
import { branchById } from '../../contracts/site.ts';
import { vehicleHref, vehicleTitle } from '../../contracts/vehicle.ts';
import { addDays, canaryDate } from '../../contracts/canary-date.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { translator } from '../../i18n/index.ts';

/**
 * A written quote ('Descargar presupuesto', issue 38): everything its PDF prints, as data. The
 * figures come from the one price calculation the car page uses (contracts/pricing.ts) and the
 * same representative example, in the language it is written in; a staff quote is stored as
 * this document on the lead's timeline, so it prints the same whenever it is downloaded again.
 */
export interface QuoteDocument {
  /** The language of its words, figures and dates; a quote stored before there were languages has none: Spanish. */
  locale?: Locale;
  /** 'P-42-20261127-1234' (public: car, day, price version) or 'S-7-15' (staff: lead, timeline entry). */
  referencia: string;
  /** The Canary day it was made, and the last day it holds (YYYY-MM-DD). */
  fecha: string;
  validoHasta: string;
  /** The buyer's name on a staff quote; null on the public one. */
  comprador: string | null;
  coche: { id: number; title: string; facts: string[]; url: string; fotoId: number | null };
  precio: PriceStatement;
  /** The credit with the default deposit and term, and its representative example; null when the car is not offered on credit. */
  financiacion: { figures: CreditFigure[]; example: string } | null;
  garantias: string[];
  /** The car's inspection and known defects in sentences (contracts/car-condition.ts); a quote stored before they were stated has none. */
  estado?: string[];
  empresa: { appName: string; razonSocial: string | null; cif: string | null; address: string[]; contacts: string[] };
}

export interface QuoteInput {
  coche: VehicleDetail;
  estado: CarCondition;
  fotoId: number | null;
  empresa: Empresa;
  terms: FinanceTerms;
  appName: string;
  referencia: string;
  comprador: string | null;
  now: Date;
  locale: Locale;
}

export function quoteDocument({ coche, estado, fotoId, empresa, terms, appName, referencia, comprador, now, locale }: QuoteInput): QuoteDocument {
  const i18n = translator(locale);
  const { t } = i18n;
  const precio = priceStatement(coche, empresa.precio, i18n);
  const credit = coche.cuota === null ? null : defaultQuote(terms, coche.effectivePrice);
  const example = credit ? carFinanceExample(terms, i18n, coche.effectivePrice, coche.precio) : null;
  const branch = branchById(coche.sede_id);
  const phone = carPhone(empresa, branch.slug);
  const whatsapp = carWhatsapp(empresa, branch.slug);
  const fecha = canaryDate(now);
  return {
    locale,
    referencia,
    fecha,
    validoHasta: addDays(fecha, empresa.precio.presupuestoDias),
    comprador,
    coche: {
      id: coche.id,
      title: vehicleTitle(coche),
      facts: [
        String(coche.year),
        formatKm(coche.kilometros, locale),
        lookupName(t, 'combustible', coche.combustible),
        lookupName(t, 'cambio', coche.cambio),
        formatCv(coche.potencia, locale),
        coche.color,
      ].filter(Boolean),
      url: absoluteUrl(localizedPath(vehicleHref(coche.slug), locale)),
      fotoId,
    },
    precio,
    financiacion: credit && example ? { figures: creditFigures(credit, i18n), example } : null,
    garantias: guaranteeTerms(precio.guarantee, t),
    estado: conditionLines(estado, i18n),
    empresa: {
      appName,
      razonSocial: empresa.razon_social,
      cif: empresa.cif,
      address: [`${appName} ${branch.name}`, ...branch.address],
      contacts: [phone && t('quote.phone', { phone }), whatsapp && `WhatsApp ${whatsapp}`, absoluteUrl(localizedPath('/', locale)).replace(/\/$/, '')].filter((line): line is string => Boolean(line)),
    },
  };
}
