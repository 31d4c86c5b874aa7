import { lazy, Suspense, useId, useState } from 'react';
import { ShieldIcon } from '@/Components/icons/vehicle';
import { ChevronDownIcon } from '@/Components/icons/site';
import HistoryCard from '@/Components/History/HistoryCard';
import { useI18n } from '@/lib/i18n';
import type { InspeccionResumen } from '@contracts/car-history';
import { formatDay } from '@contracts/format';

// The checklist and its read of the car's 100 points load when the visitor asks for them.
const InspectionChecklist = lazy(() => import('@/Components/History/InspectionChecklist'));

/**
 * 'Revisado en N puntos': the car's inspection in figures (the day, what was repaired, what to
 * watch), and its full checklist on demand, by section, with the tyres' and brakes' figures.
 */
export default function InspectionSummary({ inspeccion, slug }: { inspeccion: InspeccionResumen; slug: string }) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const panelId = useId();
  const notable = [
    inspeccion.reparados > 0 ? t('history.inspected_repaired', { count: inspeccion.reparados }) : null,
    inspeccion.atencion > 0 ? t('history.inspected_attention', { count: inspeccion.atencion }) : null,
  ].filter((text) => text !== null);
  const toggle = () => {
    setWanted(true);
    setOpen((value) => !value);
  };

  return (
    <HistoryCard
      icon={<ShieldIcon className="size-6" />}
      iconTone="bg-emerald-50 text-emerald-700 ring-emerald-600/20"
      title={t('history.inspected_title', { count: inspeccion.puntos })}
      lines={
        <>
          <p className="mt-0.5 text-sm text-muted">{t('history.inspected_on', { date: formatDay(inspeccion.fecha, locale) })}</p>
          <p className="mt-2 text-sm text-ink/80">{notable.length > 0 ? notable.join(' · ') : t('history.inspected_all_ok')}</p>
        </>
      }
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="mt-4 inline-flex items-center gap-1.5 rounded-full px-1 py-1 text-sm font-semibold text-accent underline-offset-4 hover:underline"
      >
        {t(open ? 'history.checklist_hide' : 'history.checklist_show')}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open}>
        {wanted && (
          <Suspense fallback={<p className="mt-4 text-sm text-muted">{t('history.checklist_loading')}</p>}>
            <InspectionChecklist slug={slug} />
          </Suspense>
        )}
      </div>
    </HistoryCard>
  );
}
