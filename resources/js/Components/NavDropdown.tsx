import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import CurrentLink from '@/Components/CurrentLink';
import { ChevronDownIcon } from '@/Components/icons/site';
import { useI18n } from '@/lib/i18n';
import { isCurrentLink } from '@/lib/nav';
import type { NavGroup } from '@contracts/site';

/**
 * Desktop disclosure menu (e.g. 'Buscar'). Opens on click; closes on Escape
 * (focus returns to the button), on a click outside, when focus leaves it, and on navigation.
 */
export default function NavDropdown({ group, url }: { group: NavGroup; url: string }) {
  const { t, path } = useI18n();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === url;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const active = group.children.some((item) => isCurrentLink(path(item.href), url));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpenAt(null);
      buttonRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpenAt(null);
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : url)}
        className={`flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-white ${
          active ? 'text-white' : 'text-white/75'
        }`}
      >
        {t(group.label)}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 w-60 -translate-x-1/2 pt-2"
      >
        <ul className="rounded-xl border border-white/10 bg-ink-soft p-2 shadow-lift">
          {group.children.map((item) => (
            <li key={item.href}>
              <CurrentLink
                href={item.href}
                url={url}
                className="block rounded-lg px-3 py-2.5 text-sm text-white/80 transition-colors hover:bg-white/5 hover:text-white aria-[current=page]:text-white"
              >
                {t(item.label)}
              </CurrentLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
