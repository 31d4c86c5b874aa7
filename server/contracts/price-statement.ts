import type { MessageKey } from '../../lang/types.ts';
import { formatPrice } from './format.ts';
import { legalGuarantee } from './guarantee.ts';
import type { Translator } from './i18n.ts';
import { LOCALE_DETAILS, type Locale } from './locales.ts';
import type { Lookup } from './pages.ts';
import { igicRate, type PriceExtra, type PriceFigures, type PriceLine, type PricedCar, priceFigures, type PriceStatement, type PriceTerms, type TaxedCar, type TaxRegime } from './pricing.ts';

/*
 * A car's price statement in words (contracts/pricing.ts works out the figures): the tax, its
 * split, what is included and extra, and the guarantees, in the translator's language
 * (pricing.* messages). The server words it; the pages receive it in the `precio` prop.
 */

/** The tax wordings (TRLGDCU art. 60.2.c: the total price with every tax). */
const TAX_WORDING: Record<TaxRegime, MessageKey> = { general: 'pricing.tax_general', rebu: 'pricing.tax_rebu' };

/** What the price says of its tax, in the translator's language: 'IGIC incluido'. */
export const taxWording = (regime: TaxRegime, { t }: Translator) => t(TAX_WORDING[regime]);

/** '9,5 %' */
export const formatRate = (rate: number, locale: Locale) => `${rate.toLocaleString(LOCALE_DETAILS[locale].tag, { maximumFractionDigits: 2 })}${locale === 'en' ? '' : ' '}%`;

function taxLines(cents: number, regime: TaxRegime, rate: number | null, { t, locale }: Translator): PriceLine[] {
  if (regime === 'rebu') return [{ label: t('pricing.line_rebu'), cents }];
  if (rate === null) return [{ label: t('pricing.line_no_rate'), cents }];
  const base = Math.round(cents / (1 + rate / 100));
  return [
    { label: t('pricing.line_base'), cents: base },
    { label: t('pricing.line_igic', { rate: formatRate(rate, locale) }), cents: cents - base },
  ];
}

/**
 * The whole statement of a car's price under the dealership's terms, worded in the translator's
 * language (the staff's own list of what the price includes stays as they wrote it).
 */
export function priceStatement(car: PricedCar & TaxedCar & { garantia: Lookup }, terms: PriceTerms, i18n: Translator): PriceStatement {
  const { t } = i18n;
  const figures = priceFigures(car);
  const guarantee = legalGuarantee(terms.garantiaLegalMeses, car.garantia, t);
  const tax = taxWording(terms.regimen, i18n);
  return {
    ...figures,
    tax,
    lines: taxLines(figures.cash * 100, terms.regimen, igicRate(car), i18n),
    included: [tax, ...terms.incluye, guarantee.legal, ...(guarantee.commercial ? [guarantee.commercial] : [])],
    extras: [
      { label: t('pricing.extra_delivery'), from: terms.envioDesde },
      ...(terms.garantiaAmpliadaDesde !== null ? [{ label: t('pricing.extra_warranty'), from: terms.garantiaAmpliadaDesde }] : []),
    ],
    delivery: terms.envioDesde,
    guarantee,
  };
}

/** '31.900 € al contado · 29.900 € financiando con GTCars': the prices in one line of a mail. */
export function pricesInWords(figures: PriceFigures, appName: string, { t, locale }: Translator): string {
  const cash = t('pricing.prices_cash', { price: formatPrice(figures.cash, locale) });
  return [cash, ...(figures.financed === null ? [] : [t('pricing.prices_financed', { price: formatPrice(figures.financed, locale), appName })])].join(' · ');
}

/** 'Envío a domicilio: desde 350 €' */
export const extraLine = (extra: PriceExtra, { t, locale }: Translator) => t('pricing.extra_line', { label: extra.label, price: formatPrice(extra.from, locale) });
