import { Link } from '@inertiajs/react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { ChevronDownIcon } from '@/Components/icons/site';
import type { AuthUser } from '@contracts/pages';
import { route } from '@contracts/routes';
import { LogoutIcon } from '../icons/staff';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/**
 * The signed-in staff member's menu: their name, then 'Log Out' (a POST to logout). Closes on
 * Escape (focus back on the button), on a click outside and when focus leaves it.
 */
export default function UserMenu({ user }: { user: AuthUser }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // The menu opens in the toasts' corner: a notice read already would sit over its items
          // (and, hovered, never leave), so opening it puts the notices away.
          if (!open) toast.dismiss();
          setOpen(!open);
        }}
        className="flex items-center gap-2.5 rounded-full border border-line bg-white py-1 pr-3 pl-1 text-sm font-medium shadow-sm transition-colors hover:border-ink/30"
      >
        <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-ink text-xs font-semibold tracking-wide text-white">
          {initials(user.name)}
        </span>
        <span className="max-w-40 truncate max-sm:sr-only">{user.name}</span>
        <ChevronDownIcon className={`size-4 text-muted transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full right-0 z-30 w-64 pt-2">
        <div className="rounded-2xl border border-line bg-white p-2 shadow-lift">
          <div className="border-b border-line px-3 pt-2 pb-3">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <p className="truncate text-xs text-muted">{user.email}</p>
          </div>
          <Link
            href={route('logout')}
            method="post"
            as="button"
            className="mt-1 flex w-full items-center gap-2.5 rounded-xl px-3 py-2.5 text-left text-sm text-ink transition-colors hover:bg-sand"
          >
            <LogoutIcon className="size-4 text-muted" />
            Log Out
          </Link>
        </div>
      </div>
    </div>
  );
}
