import { Fragment, lazy, Suspense, useState } from 'react';
import { ChevronDownIcon } from '@/Components/icons/site';
import { GaugeIcon } from '@/Components/icons/vehicle';
import HistoryCard from '@/Components/History/HistoryCard';
import { useHydrated } from '@/hooks/useHydrated';
import { useI18n } from '@/lib/i18n';
import type { LecturaKmPublica } from '@contracts/car-history';
import { formatDay, formatKm } from '@contracts/format';

// The chart draws once the page is hydrated (never in the server's HTML): its box is kept, so nothing moves.
const MileageChart = lazy(() => import('@/Components/History/MileageChart'));

const SOURCE_KEY = { itv: 'history.source_itv', taller: 'history.source_taller', dgt: 'history.source_dgt', entrada: 'history.source_entrada' } as const;

/** Readings shown before 'Ver las N lecturas'. */
const FIRST_READINGS = 6;

/**
 * 'Historial de kilómetros': the odometer readings as a small chart and a table (the day, the km,
 * the source), each explanation under its reading, and the DGT report when staff made it public.
 */
export default function MileageHistory({ lecturas, informe }: { lecturas: LecturaKmPublica[]; informe: string | null }) {
  const { t, locale } = useI18n();
  const hydrated = useHydrated();
  const [all, setAll] = useState(false);
  const shown = all ? lecturas : lecturas.slice(-FIRST_READINGS);

  return (
    <HistoryCard
      icon={<GaugeIcon className="size-6" />}
      iconTone="bg-sand text-ink ring-line"
      title={t('history.mileage_title')}
      lines={<p className="mt-0.5 text-sm text-muted">{t('history.mileage_intro')}</p>}
    >
      {lecturas.length > 1 && (
        <div className="mt-5 h-32">
          {hydrated && (
            <Suspense fallback={null}>
              <MileageChart lecturas={lecturas} />
            </Suspense>
          )}
        </div>
      )}
      {lecturas.length > 0 && (
        <table className="mt-4 w-full text-left text-sm">
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('history.mileage_date')}
                <span className="sm:hidden"> · {t('history.mileage_source')}</span>
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('history.mileage_km')}
              </th>
              <th scope="col" className="hidden py-2 font-medium sm:table-cell">
                {t('history.mileage_source')}
              </th>
            </tr>
          </thead>
          <tbody className="border-b border-line/70">
            {shown.map((lectura, index) => (
              <Fragment key={`${lectura.fecha}-${index}`}>
                <tr className="border-t border-line/70">
                  <td className="py-2.5 pr-3">
                    {formatDay(lectura.fecha, locale)}
                    {/* On a phone the source goes under the day: three columns would not fit. */}
                    <span className="block text-xs text-muted sm:hidden">{t(SOURCE_KEY[lectura.fuente])}</span>
                  </td>
                  <td className="py-2.5 pr-3 text-right font-semibold whitespace-nowrap tabular-nums">{formatKm(lectura.km, locale)}</td>
                  <td className="hidden py-2.5 sm:table-cell">{t(SOURCE_KEY[lectura.fuente])}</td>
                </tr>
                {lectura.explicacion && (
                  <tr>
                    <td colSpan={3} className="pb-3">
                      <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs leading-relaxed text-amber-900 ring-1 ring-amber-500/20">{t('history.mileage_explained', { text: lectura.explicacion })}</p>
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        {lecturas.length > FIRST_READINGS && (
          <button type="button" aria-expanded={all} onClick={() => setAll((value) => !value)} className="inline-flex items-center gap-1.5 rounded-full px-1 py-1 text-sm font-semibold text-accent underline-offset-4 hover:underline">
            {all ? t('history.mileage_show_fewer') : t('history.mileage_show_all', { count: lecturas.length })}
            <ChevronDownIcon className={`size-4 transition-transform ${all ? 'rotate-180' : ''}`} />
          </button>
        )}
        {informe && (
          <a href={informe} target="_blank" rel="noopener" className="rounded-full px-1 py-1 text-sm font-semibold text-accent underline-offset-4 hover:underline">
            {t('history.report_link')}
          </a>
        )}
      </div>
    </HistoryCard>
  );
}
