import { Link, usePage } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import { compareUrl, MAX_COMPARE } from '@contracts/compare';
import { CompareIcon } from '@/Components/icons/site';
import { COMPARE_FULL_EVENT, useCompare } from '@/hooks/useCompare';
import { useI18n } from '@/lib/i18n';

const FULL_MESSAGE_MS = 5000;

/**
 * The small bar that floats at the bottom of the public pages while cars are picked to compare:
 * how many, the way to the comparison (from two cars on) and a way to start over. It also says
 * why a fourth car was not added.
 */
export default function CompareTray() {
  const { t, path } = useI18n();
  const { ids, replace } = useCompare();
  const onCarPage = usePage().component === 'Vehicle';
  const [full, setFull] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFull = () => {
      setFull(true);
      clearTimeout(timer);
      timer = setTimeout(() => setFull(false), FULL_MESSAGE_MS);
    };
    window.addEventListener(COMPARE_FULL_EVENT, onFull);
    return () => {
      window.removeEventListener(COMPARE_FULL_EVENT, onFull);
      clearTimeout(timer);
    };
  }, []);

  const count = ids.length;
  let status = count === 1 ? t('common.compare_tray_pick_another') : t('common.compare_tray_picked', { count });
  if (full) status = t('common.compare_tray_full', { max: MAX_COMPARE });

  return (
    <aside
      aria-label={t('common.compare_tray')}
      className={`fixed inset-x-3 z-40 mx-auto flex max-w-xl items-center gap-3 rounded-[28px] bg-ink py-2 pr-2 pl-5 text-white shadow-lift sm:inset-x-6 ${
        onCarPage ? 'bottom-24 md:bottom-5' : 'bottom-5'
      }`}
    >
      <CompareIcon className="size-5 shrink-0 text-gold" />
      {/* On a phone the link's count says it; the words show when they add something. */}
      <p role="status" className={`min-w-0 flex-1 text-sm leading-snug ${count >= 2 && !full ? 'max-sm:sr-only' : ''}`}>
        {status}
      </p>
      {count >= 2 && !full && (
        <span aria-hidden="true" className="flex-1 text-sm font-medium tabular-nums sm:hidden">
          {t('common.compare_tray_count', { count, max: MAX_COMPARE })}
        </span>
      )}
      <button
        type="button"
        onClick={() => {
          replace([]);
          // The tray goes with its last car: focus moves to the page, not to nowhere.
          document.getElementById('contenido')?.focus();
        }}
        className={`shrink-0 rounded-full px-3 py-2 text-sm font-medium text-white/75 hover:text-white ${full ? 'max-sm:hidden' : ''}`}
      >
        {t('common.compare_tray_clear')}
      </button>
      {count >= 2 && (
        <Link href={path(compareUrl(ids))} className="shrink-0 rounded-full bg-white px-4 py-2.5 text-sm font-semibold text-ink transition-colors hover:bg-sand">
          {t('common.compare_tray_link', { count })}
        </Link>
      )}
    </aside>
  );
}
