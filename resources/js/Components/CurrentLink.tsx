import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { isCurrentLink } from '@/lib/nav';

/** A navigation link marked aria-current="page" when it points at the current URL; styles key off that. */
export default function CurrentLink({ href, url, className, children }: { href: string; url: string; className: string; children: ReactNode }) {
  return (
    <Link href={href} aria-current={isCurrentLink(href, url) ? 'page' : undefined} className={className}>
      {children}
    </Link>
  );
}
