import type { Translation } from '../types.ts';

export default {
  representative_example:
    'Representative example for {price} with a deposit of {deposit}: total amount of credit {amount}, {payments} monthly payments of {payment}, fixed borrowing rate (TIN) {tin}, APR (TAE) {tae}. Arrangement fee of {fee} ({fee_terms}), paid on signing. Total cost of credit {cost}, total amount owed {owed}, total amount payable {total}. Finance provided by {lender}, subject to their approval. No insurance or other linked products.',
  example_price: 'a price of {price}',
  example_price_financed: 'a price of {price} when financing with us (cash price {cash})',
  example_fee_rate: '{rate}, minimum {minimum}',
  example_fee_minimum: 'minimum {minimum}',
  listing_basis: 'Each car’s monthly payment is worked out with a deposit of {deposit} of its price (its price when financing with us, if it has one) over {months} months.',
} satisfies Translation<'finance'>;
