import type { Logger } from 'pino';
import { missingCompanyDetails, type Empresa } from '../../contracts/company.ts';
import type { EmpresaFields } from '../../contracts/company-form.ts';
import { route } from '../../contracts/routes.ts';
import { currentCatalogueVersion } from '../catalogue/catalogue-version.ts';
import { presentEmpresa } from './company.presenter.ts';
import { NO_DETAILS, readEmpresa, writeEmpresa } from './company.queries.ts';

/**
 * The company's details for every page, read from the database once per catalogue version (a
 * save starts a new one) and at most once per FRESH_FOR_MS per process: every instance reads the
 * new details before it renders, and caches, a page under the new version, so no page cache keeps
 * an old deposit or account. While the database cannot be read, the last details read stay in use.
 */
export const FRESH_FOR_MS = 30_000;

let cache: { readAt: number; version: string | null; value: Promise<Empresa> } | null = null;
let lastRead: Empresa | null = null;

export async function companyDetails(): Promise<Empresa> {
  const now = Date.now();
  const version = await currentCatalogueVersion().catch(() => cache?.version ?? null);
  if (cache && cache.version === version && now - cache.readAt < FRESH_FOR_MS) return cache.value;
  const value = readEmpresa()
    .then(presentEmpresa)
    .then((empresa) => (lastRead = empresa))
    .catch((error: unknown) => {
      if (cache?.value === value) cache = null;
      if (lastRead) return lastRead;
      throw error;
    });
  cache = { readAt: now, version, value };
  return value;
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
  cache = null;
}

export async function saveCompanyDetails(fields: EmpresaFields): Promise<void> {
  await writeEmpresa(fields);
  forgetCompanyDetails();
}

/** Production start: a warning while the legal pages still lack a required detail. */
export async function warnWhileIncomplete(logger: Logger): Promise<void> {
  const missing = missingCompanyDetails(await companyDetails());
  if (!missing.length) return;
  logger.warn(
    { missing },
    `Faltan datos de la empresa (${missing.join(', ')}): las páginas legales los muestran como pendientes. Complétalos en ${route('empresa.edit')}`,
  );
}
