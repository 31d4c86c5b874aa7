import type { Logger } from 'pino';
import { detailsHiddenUntilFilled, missingCompanyDetails, type Empresa } from '../contracts/company.ts';
import { route } from '../contracts/routes.ts';
import { currentCatalogueVersion } from './catalogue-version.ts';
import { presentEmpresa } from './company-details.presenter.ts';
import { NO_DETAILS, readBranchHours, readEmpresa } from './company-details.queries.ts';
import { VersionedCache } from './versioned-cache.ts';

/**
 * The company's details for every page, read from the database once per catalogue version (a
 * save starts a new one) and at most once per FRESH_FOR_MS per process: every instance reads the
 * new details before it renders, and caches, a page under the new version, so no page cache keeps
 * an old deposit or account. While the database cannot be read, the last details read stay in use.
 */
const FRESH_FOR_MS = 30_000;

const details = new VersionedCache<Empresa>(1, { maxAgeMs: FRESH_FOR_MS, keepLastOnError: true });

export async function companyDetails(): Promise<Empresa> {
  const version = await currentCatalogueVersion().catch(() => details.currentVersion);
  return details.get(version, 'empresa', async () => presentEmpresa(...(await Promise.all([readEmpresa(), readBranchHours()]))));
}

/**
 * The shared prop of every page: while the database cannot be read and nothing was read before,
 * a page (the 503 page itself) shows no details rather than fail.
 */
export function sharedCompanyDetails(): Promise<Empresa> {
  return companyDetails().catch(() => presentEmpresa(NO_DETAILS));
}

/** Makes the next read go to the database (after a save, or a test that wrote the row itself). */
export function forgetCompanyDetails(): void {
  details.clear();
}

/**
 * Production start: a warning while the legal pages still lack a required detail, or a public
 * page leaves out one not filled in yet (the WhatsApp button, a social link).
 */
export async function warnWhileIncomplete(logger: Logger): Promise<void> {
  const empresa = await companyDetails();
  const missing = missingCompanyDetails(empresa);
  const hidden = detailsHiddenUntilFilled(empresa);
  if (!missing.length && !hidden.length) return;
  const legal = missing.length ? `Faltan datos de la empresa (${missing.join(', ')}): las páginas legales los muestran como pendientes. ` : '';
  const unseen = hidden.length ? `Sin rellenar, la web no muestra: ${hidden.join(', ')}. ` : '';
  logger.warn({ missing: [...missing, ...hidden] }, `${legal}${unseen}Complétalos en ${route('empresa.edit')}`);
}
