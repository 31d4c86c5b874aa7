import { Link } from '@inertiajs/react';
import { useCan } from '@/hooks/useCan';
import { isCurrentEntry, staffMenu } from '@/lib/staff-nav';
import { ExternalIcon } from '../icons/staff';

/** The back office's menu (sidebar and phone drawer alike) for the member's role, then the way out to the public site. */
export default function StaffNav({ url }: { url: string }) {
  const can = useCan();
  return (
    <nav aria-label="Menú del panel" className="flex flex-1 flex-col">
      <p className="eyebrow px-3 pb-3 text-[0.68rem] text-white/60">Gestión</p>
      <ul className="space-y-1">
        {staffMenu.filter((entry) => can(entry.routeName)).map((entry) => {
          const current = isCurrentEntry(entry, url);
          return (
            <li key={entry.href}>
              <Link
                href={entry.href}
                aria-current={current ? 'page' : undefined}
                className="group relative flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-white/65 transition-colors hover:bg-white/5 hover:text-white aria-[current=page]:bg-white/10 aria-[current=page]:text-white"
              >
                {current && <span aria-hidden="true" className="absolute top-2 bottom-2 -left-3 w-[3px] rounded-r-full bg-accent" />}
                <entry.icon className="size-5 text-white/45 transition-colors group-hover:text-gold group-aria-[current=page]:text-gold" />
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <a
        href="/"
        target="_blank"
        rel="noopener"
        className="mt-auto flex items-center gap-3 rounded-xl border border-white/10 px-3 py-2.5 text-sm text-white/70 transition-colors hover:border-white/25 hover:text-white"
      >
        <ExternalIcon className="size-4 text-gold" />
        Ver la web pública
        <span className="sr-only">(se abre en una pestaña nueva)</span>
      </a>
    </nav>
  );
}
