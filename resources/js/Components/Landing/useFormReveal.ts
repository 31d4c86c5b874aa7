import { useCallback, useEffect, useRef, useState } from 'react';

export const FORM_HASH = '#formulario';
/** Spec §9: the form shows once 10% of the page end is in view, 50 px early. */
const THRESHOLD = 0.1;
const MARGIN_PX = 50;

/**
 * The landing's form overlay (spec §2 "Landing /landing/clasea", §4): visible when the page end
 * (the sentinel) scrolls into view, once per visit, with a scroll fallback where there is no
 * IntersectionObserver; when the hash is #formulario; or through openForm(), which sets it.
 * close() clears the hash so the open action works again.
 */
export function useFormReveal() {
  const [open, setOpen] = useState(false);
  const revealed = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const fromHash = () => {
      if (window.location.hash === FORM_HASH) setOpen(true);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, []);

  useEffect(() => {
    const reveal = () => {
      if (revealed.current) return;
      revealed.current = true;
      setOpen(true);
    };
    const target = sentinel.current;
    if (target && 'IntersectionObserver' in window) {
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reveal(), {
        threshold: THRESHOLD,
        rootMargin: `${MARGIN_PX}px`,
      });
      observer.observe(target);
      return () => observer.disconnect();
    }
    const onScroll = () => {
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - MARGIN_PX) reveal();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const openForm = useCallback(() => {
    revealed.current = true;
    // Through history, keeping Inertia's page state (a plain hash change would add a stateless entry).
    window.history.replaceState(window.history.state, '', FORM_HASH);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    revealed.current = true;
    setOpen(false);
    if (window.location.hash === FORM_HASH) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);

  return { open, openForm, close, sentinel };
}
