import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { useI18n } from '@/lib/i18n';
import { isInternalHref } from '@/lib/nav';

/** A link whose target comes from data (e.g. a banner): Inertia for our paths, in the page's language; a plain anchor otherwise. */
export default function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { path } = useI18n();
  return isInternalHref(href) ? (
    <Link href={path(href)} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
