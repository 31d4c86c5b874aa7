import { type FinanceTerms, highestPriceFor } from '../../contracts/finance.ts';
import { FILTER_RANGES, type SearchFilters } from '../../contracts/search.ts';

/**
 * The 'cuota_max' filter (a highest monthly payment) as the queries and the counts apply it: a
 * range of effective prices, from the smallest amount offered on credit to the highest price
 * whose payment with the default terms keeps within it (none when no price does). Filters
 * without a payment come back as they are.
 */
export function cuotaMaxAsPriceRange(filters: SearchFilters, terms: FinanceTerms): SearchFilters {
  if (filters.cuota_max === null) return filters;
  const highest = highestPriceFor(terms, filters.cuota_max, FILTER_RANGES.precio.max) ?? -1;
  return {
    ...filters,
    min_precio: Math.max(filters.min_precio ?? 0, terms.importeMinimo),
    max_precio: Math.min(filters.max_precio ?? FILTER_RANGES.precio.max, highest),
  };
}
