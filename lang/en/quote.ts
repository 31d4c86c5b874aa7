import type { Translation } from '../types.ts';

export default {
  title: 'Quote',
  document_title: 'Quote {reference} · {car}',
  file_name: 'quote-{name}',
  tagline: 'Premium used cars · Canary Islands',
  reference: 'Reference {reference}',
  date: 'Date: {date}',
  valid_until: 'Valid until {date}, while the car is still available',
  buyer: 'For: {name}',
  cash_price: 'Cash price',
  final_price_tax: 'Final price, {tax}',
  financed_price_note: 'This price applies only if finance with us is approved; the example below shows what it costs.',
  finance_example: 'Finance example',
  condition: "The car's condition",
  guarantees: 'Guarantee and warranty',
  phone: 'Phone {phone}',
  tax_id: 'Tax ID (CIF) {cif}',
} satisfies Translation<'quote'>;
