/** The PDF quote's own words ('Descargar presupuesto', server/features/quotes): never sent to a page as messages. */
export default {
  title: 'Presupuesto',
  document_title: 'Presupuesto {reference} · {car}',
  file_name: 'presupuesto-{name}',
  tagline: 'Vehículos premium de ocasión · Canarias',
  reference: 'Referencia {reference}',
  date: 'Fecha: {date}',
  valid_until: 'Válido hasta el {date}, mientras el coche siga disponible',
  buyer: 'Para: {name}',
  cash_price: 'Precio al contado',
  final_price_tax: 'Precio final, {tax}',
  financed_price_note: 'Este precio se aplica solo si se aprueba la financiación con nosotros; el ejemplo siguiente muestra su coste.',
  finance_example: 'Ejemplo de financiación',
  condition: 'Estado del coche',
  guarantees: 'Garantías',
  phone: 'Teléfono {phone}',
  tax_id: 'CIF {cif}',
} as const;
