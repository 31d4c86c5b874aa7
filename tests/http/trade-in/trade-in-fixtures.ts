import type { Fields } from '../vehicles/stock-helpers.ts';

/** A valid trade-in form ('Tasamos tu coche'), with the lists' ids given (the seed's first ones by default). */
export const tradeInFields = (change: Fields = {}, ids: { marca: number; combustible: number; cambio: number } = { marca: 1, combustible: 1, cambio: 1 }): Fields => ({
  matricula: '1234-bcd',
  marca_id: ids.marca,
  modelo: 'Serie 3 320d',
  year: '2018',
  kilometros: '98.500',
  combustible_id: ids.combustible,
  cambio_id: ids.cambio,
  estado: 'bueno',
  comentarios: 'Revisiones en la casa. Un roce en la puerta trasera.',
  nombre: 'Yaiza Santana',
  telefono: '+34 628 111 333',
  email: 'Yaiza@Example.ES',
  legal: '1',
  ...change,
});
