import { useEffect, useState } from 'react';
import { formatDateTime } from '@contracts/format';
import { useI18n } from '@/lib/i18n';

const MINUTE = 60_000;

/**
 * The time left of the hold, counted from the server's clock (`ahora`), so a visitor whose own
 * clock is wrong still sees the right time left. It moves once a minute and is not announced
 * on each change; the end date beside it is what a screen reader reads.
 */
export default function Countdown({ hasta, ahora }: { hasta: string; ahora: string }) {
  const { t, locale } = useI18n();
  const [offset] = useState(() => Date.parse(ahora) - Date.now());
  const [now, setNow] = useState(() => Date.parse(ahora));
  useEffect(() => {
    const tick = () => setNow(Date.now() + offset);
    tick();
    const timer = window.setInterval(tick, MINUTE / 4);
    return () => window.clearInterval(timer);
  }, [offset]);
  const left = Math.max(0, Date.parse(hasta) - now);
  const minutes = Math.floor(left / MINUTE);
  return (
    <div className="rounded-2xl bg-ink px-5 py-5 text-white sm:px-6">
      <p className="text-sm text-white/70">{t('myreservation.held_until', { date: formatDateTime(hasta, locale) })}</p>
      <p className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl">
        {left > 0 ? t('myreservation.remaining', { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 }) : t('myreservation.ended')}
      </p>
    </div>
  );
}
