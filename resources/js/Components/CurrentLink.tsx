import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { useI18n } from '@/lib/i18n';
import { isCurrentLink } from '@/lib/nav';

/**
 * A navigation link (its Spanish path) in the page's language, marked aria-current="page" when
 * it points at the current URL; styles key off that.
 */
export default function CurrentLink({ href, url, className, children }: { href: string; url: string; className: string; children: ReactNode }) {
  const target = useI18n().path(href);
  return (
    <Link href={target} aria-current={isCurrentLink(target, url) ? 'page' : undefined} className={className}>
      {children}
    </Link>
  );
}
