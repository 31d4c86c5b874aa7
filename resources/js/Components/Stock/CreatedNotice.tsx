import { useEffect, useState } from 'react';
import { VEHICLE_CREATED_MESSAGE } from '@contracts/stock-bounds';

/** Spec §4: after a create, 'Vehículo creado con éxito.' on the edit page, hidden 2 seconds later. */
const VISIBLE_MS = 2000;

export default function CreatedNotice({ show }: { show: boolean }) {
  const [visible, setVisible] = useState(show);

  // The flag leaves the address bar at once, so a reload does not announce the car again.
  useEffect(() => {
    if (!show) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('creado');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [show]);

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  return (
    <p role="status" className={`rounded-xl bg-emerald-50 px-4 text-sm font-semibold text-emerald-800 ring-emerald-200 transition-all empty:hidden ${visible ? 'mt-6 py-3 ring-1' : ''}`}>
      {visible ? VEHICLE_CREATED_MESSAGE : ''}
    </p>
  );
}
