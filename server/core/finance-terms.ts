import { listingFinanceNote } from '../contracts/finance-disclosure.ts';
import type { FinanceTerms } from '../contracts/finance.ts';
import { currentCatalogueVersion } from './catalogue-version.ts';
import { VersionedCache } from './versioned-cache.ts';
import { readFinanceTerms } from './finance-terms.queries.ts';

const termsCache = new VersionedCache<FinanceTerms>(1);

/**
 * The finance terms public pages compute payments with: read once per catalogue version (saving
 * the terms starts a new one), so a page, cached or not, never shows a payment from old terms.
 * Pass the version when the caller has read it already.
 */
export async function currentFinanceTerms(version?: string | null): Promise<FinanceTerms> {
  return termsCache.get(version === undefined ? await currentCatalogueVersion() : version, 'terms', readFinanceTerms);
}

/** The note the cards' "desde X €/mes*" lead to, from the terms in force. */
export async function currentFinanceNote(): Promise<string> {
  return listingFinanceNote(await currentFinanceTerms());
}
