import type { FinanceTerms } from '../contracts/finance.ts';
import type { Locale } from '../contracts/locales.ts';
import { listingFinanceNote } from '../contracts/representative-example.ts';
import { translator } from '../i18n/index.ts';
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

/** The note the cards' "desde X €/mes*" lead to, from the terms in force, in the page's language. */
export async function currentFinanceNote(locale: Locale): Promise<string> {
  return listingFinanceNote(await currentFinanceTerms(), translator(locale));
}
