import { describe, expect, it } from 'vitest';
import type { VehicleDetail } from '../../../server/contracts/pages.ts';
import { vehicleContactSchema } from '../../../server/contracts/leads.ts';
import { fieldErrors } from '../../../resources/js/lib/forms.ts';
import { cashBreakdown } from '../../../resources/js/Components/Vehicle/pricing.ts';
import { priceStatement } from '../../../server/contracts/price-statement.ts';
import { facebookShareHref, whatsappContactHref, whatsappShareHref } from '../../../resources/js/Components/Vehicle/share-links.ts';
import { equipmentList, specRows } from '../../../resources/js/Components/Vehicle/specs.ts';
import { whatsappNumber } from '../../../server/contracts/site.ts';
import { demoEmpresa } from '../../support/empresa.ts';
import { vehicleDetailFixture } from '../../support/vehicle-fixtures.ts';
import { translator } from '../../../server/i18n/index.ts';

/** The Spanish page's translator, as /vehiculo and /comparar give it. */
const spanish = translator('es');

const car = (extra: Partial<VehicleDetail> = {}): VehicleDetail =>
  vehicleDetailFixture({
    id: 7,
    slug: 'audi-a3',
    nombre: '35 TFSI S line',
    marca: { id: 1, nombre: 'Audi' },
    modelo: { id: 2, nombre: 'A3' },
    year: 2022,
    kilometros: 18500,
    potencia: 150,
    combustible: { id: 1, nombre: 'Gasolina' },
    precio: 31900,
    thumbnailUrl: '/storage/vehiculos/thumbs/1.jpg',
    color: 'Gris Daytona',
    carroceria: { id: 1, nombre: 'Compacto' },
    cilindrada: 1498,
    marchas: 7,
    emisiones: 128,
    ...extra,
  });

const labels = (v: VehicleDetail) => specRows(v, spanish).map((row) => row.label);

describe("'Características generales' rows", () => {
  it('lists every row with a value, formatted es-ES, and the DGT label last', () => {
    const rows = specRows(car(), spanish);
    expect(rows.find((row) => row.label === 'Kilómetros')).toEqual({ label: 'Kilómetros', value: '18.500' });
    expect(rows.find((row) => row.label === 'Precio')).toEqual({ label: 'Precio', value: '31.900 €' });
    expect(rows.at(-1)).toEqual({ label: 'Distintivo ambiental', image: { src: '/img/dgt/c.svg', alt: 'Etiqueta C' } });
    expect(labels(car())).not.toContain('Precio sujeto a financiación');
  });

  it('omits empty rows and an unknown label', () => {
    const bare = labels(car({ cilindrada: null, cilindros: null, marchas: null, emisiones: null, eco_id: null }));
    for (const label of ['Cilindrada (cc)', 'Cilindros', 'Marchas', 'Emisiones combinadas (g/km)', 'Distintivo ambiental']) {
      expect(bare).not.toContain(label);
    }
    expect(bare).toContain('Potencia (CV)');
  });

  it('shows the offer as the financed price, and no prices once sold', () => {
    const offer = car({ precio_oferta: 29900, effectivePrice: 29900, cuota: 380.2 });
    expect(specRows(offer, spanish).find((row) => row.label === 'Precio sujeto a financiación')).toEqual({
      label: 'Precio sujeto a financiación',
      value: '29.900 €',
    });
    const sold = labels({ ...offer, estado_id: 3, coche_estado: 3 });
    expect(sold).not.toContain('Precio');
    expect(sold).not.toContain('Precio sujeto a financiación');
  });

  it('splits equipment notes into a list only when they read as one', () => {
    expect(equipmentList('Navegador, Cámara trasera, Techo panorámico')).toEqual(['Navegador', 'Cámara trasera', 'Techo panorámico']);
    expect(equipmentList('- Faros LED\n- Head-up display')).toEqual(['Faros LED', 'Head-up display']);
    expect(equipmentList('Un único propietario con todas las revisiones en la marca.')).toBeNull();
  });
});

describe("'Al contado' breakdown", () => {
  it('adds the delivery to the cash price and leaves the financing offer out of it', () => {
    const statement = (v: VehicleDetail) => priceStatement(v, demoEmpresa.precio, spanish);
    expect(cashBreakdown(statement(car()), 'recogida')).toEqual({ initial: 31900, delivery: 0, total: 31900 });
    const offer = statement(car({ precio_oferta: 29900, effectivePrice: 29900, cuota: 380.2 }));
    expect(cashBreakdown(offer, 'domicilio')).toEqual({ initial: 31900, delivery: 350, total: 32250 });
    expect(cashBreakdown({ ...offer, delivery: 420 }, 'domicilio')).toEqual({ initial: 31900, delivery: 420, total: 32320 });
    expect(offer.financed).toBe(29900);
  });

  it('has no financing price without an offer above 0', () => {
    expect(priceStatement(car(), demoEmpresa.precio, spanish).financed).toBeNull();
    expect(priceStatement(car({ precio_oferta: 0 }), demoEmpresa.precio, spanish).financed).toBeNull();
    expect(labels(car({ precio_oferta: 0 }))).not.toContain('Precio sujeto a financiación');
  });
});

describe('contact and share links', () => {
  it('prefills a WhatsApp chat with the car and its page', () => {
    const href = whatsappContactHref(whatsappNumber(demoEmpresa.whatsapp!), car(), 'https://gtcars.es/vehiculo/audi-a3', spanish);
    expect(href).toMatch(/^https:\/\/wa\.me\/34\d{9}\?text=/);
    expect(decodeURIComponent(href.split('text=')[1]!)).toBe(
      'Hola, me interesa el Audi A3 35 TFSI S line que tenéis anunciado: https://gtcars.es/vehiculo/audi-a3',
    );
  });

  it('shares the page URL encoded', () => {
    expect(whatsappShareHref('https://gtcars.es/vehiculo/a?b=1')).toBe('https://wa.me/?text=https%3A%2F%2Fgtcars.es%2Fvehiculo%2Fa%3Fb%3D1');
    expect(facebookShareHref('https://gtcars.es/vehiculo/a')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fgtcars.es%2Fvehiculo%2Fa',
    );
  });

  it('puts the first message of each invalid field on that field', () => {
    const result = vehicleContactSchema.safeParse({ nombre: ' ', apellidos: 'Pérez', telefono: 'abc', correo: 'x', mensaje: 'Hola', vehiculo: 7, legal: false });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      nombre: 'Este campo es obligatorio.',
      telefono: 'Introduce un número de teléfono válido.',
      correo: 'Introduce un correo electrónico válido.',
      legal: 'Es obligatorio leer y aceptar el aviso legal.',
    });
  });
});
