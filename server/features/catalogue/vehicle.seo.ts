import { LOCALE_DETAILS, type Locale, localizedPath } from '../../contracts/locales.ts';
import { lookupName } from '../../contracts/lookup-names.ts';
import { translator } from '../../i18n/index.ts';
import type { InspeccionResumen } from '../../contracts/car-history.ts';
import type { PageSeo, VehicleDetail, VehiclePhoto } from '../../contracts/pages.ts';
import { route } from '../../contracts/routes.ts';
import { formatNumber, formatPrice } from '../../contracts/format.ts';
import { carPhone, socialLinks, type Empresa } from '../../contracts/company.ts';
import { type Branch, branchById } from '../../contracts/site.ts';
import type { PriceStatement } from '../../contracts/pricing.ts';
import { ESTADO_RESERVADO, vehicleTitle as vehicleName } from '../../contracts/vehicle.ts';
import { photoShareUrl, SHARE_HEIGHT, SHARE_WIDTH } from '../../media/photos.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { pageAddress, serializeJsonLd, webPageJsonLd } from '../../lib/page-seo.ts';

/** Metric horsepower (CV) to kilowatts, the unit schema.org engine power is given in. */
const CV_TO_KW = 0.73549875;

const AVAILABILITY: Record<VehicleDetail['estado_id'], string> = {
  1: 'https://schema.org/InStock',
  2: 'https://schema.org/LimitedAvailability',
  3: 'https://schema.org/SoldOut',
};

/** The photo pipeline's share image, for Open Graph and Twitter cards. */
export const shareImageUrl = (photoId: number) => absoluteUrl(photoShareUrl(photoId));

export function vehicleTitle(v: VehicleDetail, locale: Locale): string {
  return translator(locale).t('seo.vehicle_title', { car: vehicleName(v), year: String(v.year) });
}

/** Meta description: the facts a buyer scans for, in one sentence under ~160 characters, in the page's language. */
export function vehicleDescription(v: VehicleDetail, price: PriceStatement | null, appName: string, locale: Locale): string {
  const { t } = translator(locale);
  // A fuel or a gearbox is a common noun inside the sentence, but in German, where nouns keep their capital.
  const word = (text: string) => (locale === 'de' ? text : text.toLocaleLowerCase(LOCALE_DETAILS[locale].tag));
  const facts = t('seo.vehicle_facts', {
    car: vehicleName(v),
    year: String(v.year),
    km: formatNumber(v.kilometros, locale),
    fuel: word(lookupName(t, 'combustible', v.combustible)),
    gearbox: word(lookupName(t, 'cambio', v.cambio)),
    power: formatNumber(v.potencia, locale),
  });
  if (!price) return t('seo.vehicle_sold', { facts, appName });
  return t('seo.vehicle_for_sale', { facts, price: formatPrice(price.cash, locale), reserved: v.estado_id === ESTADO_RESERVADO ? 'yes' : 'no', appName });
}

function breadcrumb(v: VehicleDetail, pageUrl: string, locale: Locale) {
  const { t } = translator(locale);
  const items = [
    { name: t('seo.crumb_home'), item: absoluteUrl(localizedPath('/', locale)) },
    { name: t('seo.crumb_vehicles'), item: absoluteUrl(route('buscar', {}, locale)) },
    { name: v.marca.nombre, item: absoluteUrl(route('marca', { marca: v.marca.nombre }, locale)) },
    { name: v.modelo.nombre, item: pageUrl },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry })),
  };
}

/** The dealership selling the car: its trade name and its details ('Datos de la empresa'). */
export interface Dealer {
  appName: string;
  empresa: Empresa;
}

/** The branch where the car is, as the AutoDealer selling it: its address and phone. */
function seller({ appName, empresa }: Dealer, branch: Branch) {
  const [street, cityLine = ''] = branch.address;
  const [, postalCode, locality] = /^(\d{5})\s+(.+)$/.exec(cityLine) ?? [];
  const phone = carPhone(empresa, branch.slug);
  const sameAs = socialLinks(empresa).map((link) => link.href);
  return {
    '@type': 'AutoDealer',
    name: `${appName} ${branch.name}`,
    legalName: empresa.razon_social ?? undefined,
    taxID: empresa.cif ?? undefined,
    url: absoluteUrl('/'),
    telephone: phone ? `+34 ${phone}` : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      postalCode,
      addressLocality: locality,
      // The province: Las Palmas for Gran Canaria, Santa Cruz de Tenerife for Tenerife.
      addressRegion: branch.island === 'Tenerife' ? 'Santa Cruz de Tenerife' : 'Las Palmas',
      addressCountry: 'ES',
    },
  };
}

const quantity = (value: number, unitCode: string) => ({ '@type': 'QuantitativeValue', value, unitCode });

/**
 * The offer's prices as the page shows them (contracts/pricing.ts): the cash price, taxes
 * included; the price when financing with the dealer, named so (never a strikethrough); and only
 * a reduction the price history supports as the strikethrough price (contracts/price-drop.ts).
 */
function priceSpecification(price: PriceStatement, appName: string) {
  const spec = (amount: number, extra: Record<string, string | boolean>) => ({ '@type': 'UnitPriceSpecification', price: amount, priceCurrency: 'EUR', ...extra });
  return [
    spec(price.cash, { name: `Al contado, ${price.tax}`, valueAddedTaxIncluded: true }),
    ...(price.financed !== null ? [spec(price.financed, { name: `Financiando con ${appName}`, valueAddedTaxIncluded: true })] : []),
    ...(price.before !== null ? [spec(price.before, { name: 'Precio más bajo de los 30 días anteriores', priceType: 'https://schema.org/StrikethroughPrice' })] : []),
  ];
}

/** The two guarantees as schema.org WarrantyPromise: the legal one and, when the car has it, the commercial one. */
function warranty({ guarantee }: PriceStatement) {
  const promise = (months: number | null, scope: string) => ({
    '@type': 'WarrantyPromise',
    durationOfWarranty: months === null ? undefined : quantity(months, 'MON'),
    name: scope,
  });
  return [promise(guarantee.legalMonths, guarantee.legal), ...(guarantee.commercial ? [promise(guarantee.commercialMonths, guarantee.commercial)] : [])];
}

/** The car's inspection as a schema.org PropertyValue: its day, and 'Revisado en N puntos' in the page's language. */
function inspection(summary: InspeccionResumen, locale: Locale) {
  return { '@type': 'PropertyValue', propertyID: 'inspectionDate', name: translator(locale).t('history.inspected_title', { count: summary.puntos }), value: summary.fecha };
}

/** schema.org Product + Car with its Offer (issue 3 "SEO in the server HTML"), and its inspection's day when it has one. */
function product(v: VehicleDetail, price: PriceStatement | null, fotos: VehiclePhoto[], pageUrl: string, dealer: Dealer, locale: Locale, inspeccion: InspeccionResumen | null) {
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'Car'],
    name: vehicleName(v),
    description: vehicleDescription(v, price, dealer.appName, locale),
    image: fotos.map((foto) => absoluteUrl(foto.url)),
    url: pageUrl,
    sku: String(v.id),
    brand: { '@type': 'Brand', name: v.marca.nombre },
    model: v.modelo.nombre,
    vehicleConfiguration: v.nombre || undefined,
    dateVehicleFirstRegistered: String(v.year),
    mileageFromOdometer: quantity(v.kilometros, 'KMT'),
    fuelType: v.combustible.nombre,
    vehicleTransmission: v.cambio.nombre,
    bodyType: v.carroceria.nombre,
    color: v.color,
    numberOfDoors: v.puertas,
    vehicleSeatingCapacity: v.plazas,
    numberOfForwardGears: v.marchas ?? undefined,
    emissionsCO2: v.emisiones ?? undefined,
    vehicleEngine: {
      '@type': 'EngineSpecification',
      enginePower: quantity(Math.round(v.potencia * CV_TO_KW), 'KWT'),
      engineDisplacement: v.cilindrada ? quantity(v.cilindrada, 'CMQ') : undefined,
      fuelType: v.combustible.nombre,
    },
    itemCondition: 'https://schema.org/UsedCondition',
    additionalProperty: inspeccion ? [inspection(inspeccion, locale)] : undefined,
    offers: {
      '@type': 'Offer',
      // The cash price: the offer price applies only when financing with the dealer. A sold car's is hidden.
      price: price?.cash,
      priceCurrency: 'EUR',
      priceSpecification: price ? priceSpecification(price, dealer.appName) : undefined,
      warranty: price ? warranty(price) : undefined,
      itemCondition: 'https://schema.org/UsedCondition',
      availability: AVAILABILITY[v.estado_id],
      url: pageUrl,
      seller: seller(dealer, branchById(v.sede_id)),
    },
  };
}

/** Title, description, addresses, share image and JSON-LD of a car page, in its language. */
export function vehicleSeo(v: VehicleDetail, price: PriceStatement | null, fotos: VehiclePhoto[], dealer: Dealer, locale: Locale, inspeccion: InspeccionResumen | null): PageSeo {
  const { canonical } = pageAddress(route('vehiculo', { slug: v.slug }), locale);
  const first = fotos[0];
  const title = vehicleTitle(v, locale);
  const description = vehicleDescription(v, price, dealer.appName, locale);
  return {
    title,
    description,
    canonical,
    image: first ? { url: shareImageUrl(first.id), width: SHARE_WIDTH, height: SHARE_HEIGHT, alt: vehicleName(v) } : null,
    jsonLd: [
      serializeJsonLd(product(v, price, fotos, canonical, dealer, locale, inspeccion)),
      serializeJsonLd(breadcrumb(v, canonical, locale)),
      webPageJsonLd({ title, description, canonical }, locale),
    ],
  };
}
