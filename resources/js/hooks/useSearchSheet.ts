import { useCallback, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@/hooks/useMediaQuery';

/** From this width the filters sit in a sidebar; below it they open as a sheet. */
export const SIDEBAR_MEDIA_QUERY = '(min-width: 1024px)';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * The filters sheet on small screens: a modal dialog. While open, Tab cycles inside it, Escape
 * closes it, the page behind does not scroll; on close, focus returns to where it was. It
 * closes by itself when the screen becomes wide enough for the sidebar.
 */
export function useSearchSheet() {
  const [requested, setRequested] = useState(false);
  const wide = useMediaQuery(SIDEBAR_MEDIA_QUERY);
  if (requested && wide) setRequested(false);
  const open = requested && !wide;
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    focusables(panel)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setRequested(false);
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const outside = !panel.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  const show = useCallback(() => setRequested(true), []);
  const close = useCallback(() => setRequested(false), []);
  return { open, show, close, panelRef };
}
