/**
 * Whether a navigation link points at the current page. The search page's sold view
 * (`/buscar?vendidos=1`) is its own menu entry, so the `vendidos` flag must match too.
 */
export function isCurrentLink(href: string, currentUrl: string): boolean {
  const link = new URL(href, 'http://localhost');
  const current = new URL(currentUrl, 'http://localhost');
  return (
    link.pathname === current.pathname &&
    (link.searchParams.get('vendidos') === '1') === (current.searchParams.get('vendidos') === '1')
  );
}

/** Same-site paths go through Inertia's router; anything else is a plain link. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
