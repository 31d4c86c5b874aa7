import { describe, expect, it } from 'vitest';
import type { InspeccionResumen } from '../../../server/contracts/car-history.ts';
import type { VehicleDetail, VehiclePhoto } from '../../../server/contracts/pages.ts';
import { priceStatement } from '../../../server/contracts/price-statement.ts';
import { vehicleDescription, vehicleSeo, vehicleTitle } from '../../../server/features/catalogue/vehicle.seo.ts';
import { demoEmpresa, emptyEmpresa } from '../../support/empresa.ts';
import { vehicleDetailFixture } from '../../support/vehicle-fixtures.ts';
import { translator } from '../../../server/i18n/index.ts';

const dealer = { appName: 'GTCars', empresa: demoEmpresa };

const car = (extra: Partial<VehicleDetail> = {}): VehicleDetail =>
  vehicleDetailFixture({
    id: 7,
    slug: 'bmw-x5-xdrive30d',
    nombre: 'xDrive30d M Sport',
    modelo: { id: 2, nombre: 'X5' },
    kilometros: 45000,
    potencia: 286,
    precio: 62900,
    thumbnailUrl: '/storage/vehiculos/thumbs/3.jpg',
    cilindrada: 2993,
    cilindros: 6,
    emisiones: 190,
    ...extra,
  });

const priced = (v: VehicleDetail, empresa = demoEmpresa) => (v.estado_id === 3 ? null : priceStatement(v, empresa.precio, translator('es')));

/** The car's SEO with its price worked out as the page does. */
const seoOf = (v: VehicleDetail, fotos: VehiclePhoto[], d = dealer, inspeccion: InspeccionResumen | null = null) => vehicleSeo(v, priced(v, d.empresa), fotos, d, 'es', inspeccion);

const photo = (id: number): VehiclePhoto => ({
  id,
  orden: id,
  url: `/storage/vehiculos/compressed/${id}.jpg`,
  thumbUrl: `/storage/vehiculos/thumbs/${id}.jpg`,
  width: 1600,
  height: 1067,
  srcset: '',
  avifSrcset: '',
});

describe('vehicle SEO', () => {
  it('names the car with its year and describes it in Spanish with the price', () => {
    expect(vehicleTitle(car(), 'es')).toBe('BMW X5 xDrive30d M Sport (2021) de ocasión');
    expect(vehicleDescription(car(), priced(car()), 'GTCars', 'es')).toBe(
      'BMW X5 xDrive30d M Sport de 2021 con 45.000 km, diesel, cambio automático y 286 CV. Precio al contado: 62.900 €. Revisado y con garantía en GTCars, Canarias.',
    );
    expect(vehicleDescription(car({ estado_id: 2, precio_oferta: 59900, effectivePrice: 59900 }), priced(car({ estado_id: 2, precio_oferta: 59900, effectivePrice: 59900 })), 'GTCars', 'es')).toContain('Precio al contado: 62.900 €. Reservado.');
    expect(vehicleDescription(car({ estado_id: 3 }), priced(car({ estado_id: 3 })), 'GTCars', 'es')).not.toContain('€');
  });

  it('names and describes it in English and German, with the units and prices of each', () => {
    expect(vehicleTitle(car(), 'en')).toBe('Used BMW X5 xDrive30d M Sport (2021)');
    expect(vehicleDescription(car(), priced(car()), 'GTCars', 'en')).toBe(
      '2021 BMW X5 xDrive30d M Sport with 45,000 km, diesel, automatic gearbox and 286 hp. Cash price: €62,900. Inspected and under warranty at GTCars, Canary Islands.',
    );
    expect(vehicleTitle(car(), 'de')).toBe('BMW X5 xDrive30d M Sport (2021) gebraucht');
    expect(vehicleDescription(car({ estado_id: 2 }), priced(car({ estado_id: 2 })), 'GTCars', 'de')).toBe(
      'BMW X5 xDrive30d M Sport, Erstzulassung 2021, 45.000 km, Diesel, Automatik, 286 PS. Barpreis: 62.900\u00a0€. Reserviert. Geprüft und mit Garantie bei GTCars, Kanarische Inseln.',
    );
  });

  it('gives the breadcrumb and the page in the page’s language', () => {
    const [, breadcrumb, webPage] = vehicleSeo(car(), priced(car()), [], dealer, 'de', null).jsonLd.map((json) => JSON.parse(json));
    expect(breadcrumb.itemListElement.map((item: { name: string; item: string }) => [item.name, new URL(item.item).pathname])).toEqual([
      ['Startseite', '/de/'],
      ['Fahrzeuge', '/de/buscar'],
      ['BMW', '/de/marca/BMW'],
      ['X5', '/de/vehiculo/bmw-x5-xdrive30d'],
    ]);
    expect(webPage).toMatchObject({ inLanguage: 'de-DE', name: 'BMW X5 xDrive30d M Sport (2021) gebraucht' });
  });

  it('builds absolute URLs, the share image of the first photo and three JSON-LD documents', () => {
    const seo = seoOf(car(), [photo(3), photo(4)], dealer);
    expect(seo.canonical).toMatch(/^https?:\/\/[^/]+\/vehiculo\/bmw-x5-xdrive30d$/);
    expect(seo.image).toMatchObject({ url: expect.stringMatching(/^https?:\/\/[^/]+\/storage\/vehiculos\/og\/3\.jpg$/), width: 1200, height: 630 });
    const [product, breadcrumb, webPage] = seo.jsonLd.map((json) => JSON.parse(json));
    expect(webPage).toMatchObject({ '@type': 'WebPage', url: seo.canonical, inLanguage: 'es-ES' });
    expect(product.image).toHaveLength(2);
    expect(product.vehicleEngine).toMatchObject({ enginePower: { value: 210, unitCode: 'KWT' }, engineDisplacement: { value: 2993, unitCode: 'CMQ' } });
    expect(product.offers.seller).toMatchObject({ '@type': 'AutoDealer', name: 'GTCars Tarahales', address: { addressLocality: 'Las Palmas de Gran Canaria', postalCode: '35013', addressRegion: 'Las Palmas' } });
    expect(breadcrumb.itemListElement.at(-1).item).toBe(seo.canonical);
    expect(seoOf(car(), [], dealer).image).toBeNull();
  });

  it('carries the inspection’s day as a property, and none for a car not inspected', () => {
    const inspected = JSON.parse(seoOf(car(), [], dealer, { fecha: '2026-11-20', puntos: 100, reparados: 1, atencion: 0 }).jsonLd[0]!);
    expect(inspected.additionalProperty).toEqual([{ '@type': 'PropertyValue', propertyID: 'inspectionDate', name: 'Revisado en 100 puntos', value: '2026-11-20' }]);
    expect(JSON.parse(seoOf(car(), [], dealer).jsonLd[0]!).additionalProperty).toBeUndefined();
  });

  it("names the seller with the company's details, and leaves out those not filled in", () => {
    const [product] = seoOf(car(), [], dealer).jsonLd.map((json) => JSON.parse(json));
    expect(product.offers.seller).toMatchObject({
      legalName: 'GT Cars Canarias, S.L.',
      taxID: 'B76543214',
      telephone: '+34 928 472 130',
      sameAs: ['https://www.instagram.com/gtcars.canarias', 'https://www.facebook.com/gtcars.canarias', 'https://www.youtube.com/@gtcars.canarias'],
    });
    const [bare] = seoOf(car(), [], { appName: 'GTCars', empresa: emptyEmpresa }).jsonLd.map((json) => JSON.parse(json));
    expect(Object.keys(bare.offers.seller)).toEqual(['@type', 'name', 'url', 'address']);
  });

  it('sells the car from the branch where it is, with that branch’s address and phone', () => {
    const [product] = seoOf(car({ sede_id: 3 }), [], dealer).jsonLd.map((json) => JSON.parse(json));
    expect(product.offers.seller).toMatchObject({
      name: 'GTCars Santa Cruz de Tenerife',
      telephone: `+34 ${dealer.empresa.telefonos.tenerife}`,
      address: { streetAddress: 'Polígono Industrial Las Chafiras', postalCode: '38639', addressLocality: 'San Miguel de Abona, Santa Cruz de Tenerife', addressRegion: 'Santa Cruz de Tenerife' },
    });
  });

  it('names the cash and the financing prices, and strikes through only a reduction the history supports', () => {
    const [plain] = seoOf(car(), [], dealer).jsonLd.map((json) => JSON.parse(json));
    expect(plain.offers.priceSpecification).toEqual([{ '@type': 'UnitPriceSpecification', price: 62_900, priceCurrency: 'EUR', name: 'Al contado, IGIC incluido', valueAddedTaxIncluded: true }]);
    const [offer] = seoOf(car({ precio_oferta: 59_900, effectivePrice: 59_900, precioAnterior: 64_900, cuota: 760.4 }), [], dealer).jsonLd.map((json) => JSON.parse(json));
    expect(offer.offers.price).toBe(62_900);
    expect(offer.offers.priceSpecification).toEqual([
      { '@type': 'UnitPriceSpecification', price: 62_900, priceCurrency: 'EUR', name: 'Al contado, IGIC incluido', valueAddedTaxIncluded: true },
      { '@type': 'UnitPriceSpecification', price: 59_900, priceCurrency: 'EUR', name: 'Financiando con GTCars', valueAddedTaxIncluded: true },
      { '@type': 'UnitPriceSpecification', price: 64_900, priceCurrency: 'EUR', name: 'Precio más bajo de los 30 días anteriores', priceType: 'https://schema.org/StrikethroughPrice' },
    ]);
  });

  it('states the legal guarantee and the commercial warranty apart, and no price for a sold car', () => {
    const [product] = seoOf(car({ garantia: { id: 2, nombre: '24 meses' } }), [], dealer).jsonLd.map((json) => JSON.parse(json));
    expect(product.offers.warranty).toEqual([
      { '@type': 'WarrantyPromise', durationOfWarranty: { '@type': 'QuantitativeValue', value: 36, unitCode: 'MON' }, name: 'Garantía legal de 3 años' },
      { '@type': 'WarrantyPromise', durationOfWarranty: { '@type': 'QuantitativeValue', value: 24, unitCode: 'MON' }, name: 'Garantía comercial de 24 meses' },
    ]);
    const shorter = { ...demoEmpresa, precio: { ...demoEmpresa.precio, garantiaLegalMeses: 12 as const } };
    const [used] = seoOf(car({ garantia: { id: 4, nombre: 'Garantía oficial de marca' } }), [], { appName: 'GTCars', empresa: shorter }).jsonLd.map((json) => JSON.parse(json));
    expect(used.offers.warranty).toEqual([
      { '@type': 'WarrantyPromise', durationOfWarranty: { '@type': 'QuantitativeValue', value: 12, unitCode: 'MON' }, name: 'Garantía legal de 1 año, pactada por escrito (vehículo usado)' },
      { '@type': 'WarrantyPromise', name: 'Garantía oficial de marca' },
    ]);
    const [sold] = seoOf(car({ estado_id: 3 }), [], dealer).jsonLd.map((json) => JSON.parse(json));
    expect(sold.offers).not.toHaveProperty('price');
    expect(sold.offers).not.toHaveProperty('warranty');
  });

  it('escapes < in the JSON-LD so a value cannot close the script element', () => {
    const [product] = seoOf(car({ nombre: '</script><b>' }), [], dealer).jsonLd;
    expect(product).not.toContain('<');
    expect(JSON.parse(product!).name).toBe('BMW X5 </script><b>');
  });
});
