import type { Page, SsrResult } from './types.ts';

/** The page object as JSON safe inside a script element: `/` → `\/`, `<` → `\u003c` (reference §1.1). */
export function pageJson(page: Page): string {
  return JSON.stringify(page).replace(/\//g, '\\/').replace(/</g, '\\u003c');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Script tag with the page object followed by the empty app div: the client-rendered shell. */
export function clientShell(page: Page): string {
  return `<script data-page="app" type="application/json">${pageJson(page)}</script><div id="app"></div>`;
}

/**
 * Fills the root template: the page's language into `<html lang>`, head tags (extra + SSR) into
 * `<!--app-head-->`, and the SSR body or the client shell into `<!--app-body-->`. When SSR gave
 * no title, the fallback title is used.
 */
export function fillTemplate(
  template: string,
  page: Page,
  ssr: SsrResult | null,
  options: { headTags: string; fallbackTitle: string; lang: string },
): string {
  const ssrHead = ssr?.head.join('\n') ?? '';
  const title = /<title[\s>]/.test(ssrHead) ? '' : `<title>${escapeHtml(options.fallbackTitle)}</title>`;
  const head = [options.headTags, title, ssrHead].filter(Boolean).join('\n');
  const body = ssr?.body ?? clientShell(page);
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(options.lang)}"`)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-body-->', () => body);
}
