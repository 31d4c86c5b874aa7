import type { VehicleCard, VehicleDetail } from '../../server/contracts/pages.ts';

/**
 * Page-prop vehicles for tests that render pages or format a car without a database: an
 * available BMW Serie 3 unless `values` says otherwise. The prices follow `precio` and
 * `precio_oferta` the way the presenter derives them.
 */
export function vehicleCardFixture(values: Partial<VehicleCard> & { id: number }): VehicleCard {
  const precio = values.precio ?? 34900;
  const oferta = values.precio_oferta ?? null;
  return {
    slug: `bmw-serie-3-${values.id}`,
    nombre: '320d M Sport',
    marca: { id: 1, nombre: 'BMW' },
    modelo: { id: 2, nombre: 'Serie 3' },
    year: 2021,
    kilometros: 12345,
    potencia: 190,
    combustible: { id: 2, nombre: 'Diesel' },
    cambio: { id: 1, nombre: 'Automático' },
    precio,
    precio_oferta: oferta,
    latestPrice: precio,
    precioAnterior: null,
    effectivePrice: oferta && oferta > 0 ? oferta : precio,
    cuota: null,
    estado_id: 1,
    sede_id: 1,
    thumbnailUrl: `/storage/vehiculos/thumbs/${values.id}.jpg`,
    image: null,
    ...values,
  };
}

/** A vehicle as its page receives it; the card fields as vehicleCardFixture. */
export function vehicleDetailFixture(values: Partial<VehicleDetail> & { id: number }): VehicleDetail {
  return {
    ...vehicleCardFixture(values),
    color: 'Negro zafiro',
    carroceria: { id: 2, nombre: 'SUV' },
    garantia: { id: 1, nombre: '12 meses' },
    cilindrada: 1995,
    cilindros: 4,
    marchas: 8,
    plazas: 5,
    puertas: 5,
    emisiones: 130,
    eco_id: 4,
    coche_estado: 1,
    caracteristicas: null,
    ...values,
  };
}
