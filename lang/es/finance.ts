/**
 * The representative example of a credit (Ley 16/2011, art. 9) and the listings' finance note, as
 * the server words them into the pages' props and the PDF quote: never sent to a page as messages.
 * Every language states the same figures and the same information.
 */
export default {
  representative_example:
    'Ejemplo representativo para {price} con una entrada de {deposit}: importe total del crédito {amount}, {payments} cuotas mensuales de {payment}, TIN fijo {tin}, TAE {tae}. Comisión de apertura de {fee} ({fee_terms}), pagada al formalizar. Coste total del crédito {cost}, importe total adeudado {owed}, precio total a plazos {total}. Financiación ofrecida por {lender}, sujeta a su aprobación. Sin seguros ni productos vinculados.',
  example_price: 'un precio de {price}',
  example_price_financed: 'un precio financiando de {price} (precio al contado {cash})',
  example_fee_rate: '{rate}, mínimo {minimum}',
  example_fee_minimum: 'mínimo {minimum}',
  listing_basis: 'Cuota de cada coche calculada con una entrada del {deposit} de su precio (el precio financiando con nosotros, si lo tiene) y {months} meses.',
} as const;
