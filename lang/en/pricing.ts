import type { Translation } from '../types.ts';

export default {
  tax_general: 'IGIC included',
  tax_rebu: 'Special scheme for second-hand goods: IGIC included in the price',
  line_rebu: 'Price of the car (second-hand goods scheme, IGIC included)',
  line_no_rate: 'Price of the car, IGIC included',
  line_base: 'Taxable amount',
  line_igic: 'IGIC ({rate})',
  extra_delivery: 'Home delivery',
  extra_warranty: 'Optional extended warranty',
  extra_line: '{label}: from {price}',
  legal_36: '3-year legal guarantee',
  legal_12: '1-year legal guarantee, agreed in writing (used car)',
  commercial_months: '{months, plural, one {#-month} other {#-month}} dealer warranty',
  commercial_named: 'Dealer warranty: {name}',
  terms_legal_36:
    'Legal guarantee: 3 years from delivery. If the car has a fault that was already there when it was handed over, you are entitled to have it repaired or replaced free of charge; if that is not possible, to a price reduction or to end the contract. A fault that appears within the first 2 years is presumed to have been there already.',
  terms_legal_12:
    'Legal guarantee: 1 year from delivery. If the car has a fault that was already there when it was handed over, you are entitled to have it repaired or replaced free of charge; if that is not possible, to a price reduction or to end the contract. A fault that appears within that year is presumed to have been there already.',
  terms_agreed:
    'As this is a used car, the 1-year legal guarantee is agreed in writing in the sales contract, which you sign before delivery (Spanish consumer law, TRLGDCU art. 120).',
  terms_commercial: '{commercial}: it comes on top of the legal guarantee and takes none of your rights away. Its terms are handed over in writing with the car.',
  terms_no_commercial: 'This car has no dealer warranty: the legal guarantee covers you.',
  prices_cash: '{price} cash',
  prices_financed: '{price} with {appName} finance',
} satisfies Translation<'pricing'>;
