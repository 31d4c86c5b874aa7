import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { isInternalHref } from '@/lib/nav';

/** A link whose target comes from data (e.g. a banner): Inertia for our paths, a plain anchor otherwise. */
export default function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return isInternalHref(href) ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
