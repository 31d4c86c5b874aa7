import { basename } from 'node:path';
import type { ChunkingContext, CodeSplittingOptions, ModuleInfo } from 'rolldown';

/**
 * The client build's chunks: the entry (React, Inertia, app.tsx), one chunk per page, and
 * shared chunks instead of dozens of tiny ones:
 * - `site`: the code that three or more pages or lazy components share, when two or more of them
 *   are public pages (pages whose layout is PublicLayout);
 * - `{Page}_shared`: the code that one public page shares with other pages or lazy components
 *   (the trade-in page with the forms of the public dialogs, say): only that page loads it
 *   first, the others when they need it;
 * - `dialogs`: the code that lazy components of the public site (the contact, alert and
 *   reservation dialogs, the trade-in form's schema) share with no public page, back-office
 *   pages included: a visitor loads it on opening one, and never the `staff` chunk;
 * - `staff`: the code that only back-office and sign-in pages and their lazy components share;
 * - a chunk for each pair of pages or lazy components that share code no other uses
 *   ('Buscar_Welcome'), so that no public page loads what only two others need.
 * A phone on a slow network then fetches four to six files for a public page, and never the
 * back office's code. Code used by one page only stays in that page's chunk.
 */

const PAGE = /[\\/]resources[\\/]js[\\/]Pages[\\/]/;
const PUBLIC_LAYOUT = /[\\/]resources[\\/]js[\\/]Layouts[\\/]PublicLayout\.tsx$/;
const OWN_CODE = /[\\/](resources[\\/]js|server[\\/]contracts)[\\/]/;
const ENTRY = /[\\/]resources[\\/]js[\\/]app\.tsx$/;

type Info = (id: string) => ModuleInfo | null;

/** The entry, pages and lazily loaded modules that reach `id` through static imports. */
function rootsOf(id: string, info: Info): Set<string> {
  const roots = new Set<string>();
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const module = info(current);
    if (!module) continue;
    if (PAGE.test(current) || module.isEntry || module.dynamicImporters.length > 0) roots.add(current);
    if (!PAGE.test(current)) stack.push(...module.importers);
  }
  return roots;
}

export function chunkName(id: string, context: ChunkingContext): string | null {
  const getModuleInfo: Info = (moduleId) => context.getModuleInfo(moduleId);
  const roots = rootsOf(id, getModuleInfo);
  // What the entry imports stays in it; what one page or lazy module uses stays with it.
  if (roots.size < 2 || [...roots].some((root) => ENTRY.test(root))) return null;
  if (roots.size === 2) return [...roots].map((root) => basename(root).replace(/\.\w+$/, '')).sort().join('_');
  const isPublic = (root: string) => PAGE.test(root) && (getModuleInfo(root)?.importedIds.some((dep) => PUBLIC_LAYOUT.test(dep)) ?? false);
  const publicPages = [...roots].filter(isPublic);
  if (publicPages.length >= 2) return 'site';
  if (publicPages.length === 1) return `${basename(publicPages[0]!).replace(/\.\w+$/, '')}_shared`;
  // A lazy component is the public site's when something a public page loads imports it.
  const isPublicLazy = (root: string) =>
    (getModuleInfo(root)?.dynamicImporters ?? []).some((importer) => PUBLIC_LAYOUT.test(importer) || isPublic(importer) || [...rootsOf(importer, getModuleInfo)].some(isPublic));
  return [...roots].some(isPublicLazy) ? 'dialogs' : 'staff';
}

export const codeSplitting: CodeSplittingOptions = {
  groups: [{ name: chunkName, test: OWN_CODE, includeDependenciesRecursively: false }],
};
