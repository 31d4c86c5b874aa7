import type { Page } from '@inertiajs/core';
import type { ResolvedComponent } from '@inertiajs/react';
import { BRAND_FALLBACK } from '@contracts/site';

/**
 * Page components, one lazy chunk each: the name is the file path under Pages/
 * ('Welcome' → Pages/Welcome.tsx, 'Auth/Login' → Pages/Auth/Login.tsx), so a public page
 * never downloads back-office code.
 */
const pages = import.meta.glob<{ default: ResolvedComponent }>('../Pages/**/*.tsx');

export async function resolvePage(name: string): Promise<ResolvedComponent> {
  const load = pages[`../Pages/${name}.tsx`];
  if (!load) throw new Error(`Página desconocida: ${name}`);
  return (await load()).default;
}

/** "{page title} - {brand}" (spec §1); the brand comes from the shared prop appName. */
export function pageTitle(title: string, page: Pick<Page, 'props'>): string {
  const appName = typeof page.props.appName === 'string' && page.props.appName ? page.props.appName : BRAND_FALLBACK;
  return title ? `${title} - ${appName}` : appName;
}

/** Spec §2: progress bar after 250 ms, colour #4B5563, no spinner. */
export const progressOptions = { delay: 250, color: '#4B5563', showSpinner: false } as const;
