import { CheckIcon, ChevronDownIcon } from '@/Components/icons/site';
import { useJsonRead } from '@/hooks/useJsonRead';
import { useI18n } from '@/lib/i18n';
import type { ChecklistAnswer, EstadoPunto, PuntoChecklist } from '@contracts/car-history';
import { formatDecimal } from '@contracts/format';
import CloseUp from '@/Components/History/CloseUp';

const STATE_KEY = { ok: 'history.state_ok', atencion: 'history.state_atencion', reparado: 'history.state_reparado' } as const;
const STATE_STYLE: Record<EstadoPunto, string> = {
  ok: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  atencion: 'bg-amber-50 text-amber-800 ring-amber-500/30',
  reparado: 'bg-sky-50 text-sky-800 ring-sky-600/25',
};
const SECTION_KEY = {
  carroceria: 'history.section_carroceria',
  interior: 'history.section_interior',
  motor: 'history.section_motor',
  electronica: 'history.section_electronica',
  neumaticos: 'history.section_neumaticos',
  frenos: 'history.section_frenos',
  documentos: 'history.section_documentos',
} as const;

/** One point: its name, its figure, its result, the note staff wrote and its close-up. */
function Point({ point }: { point: PuntoChecklist }) {
  const { t, locale } = useI18n();
  const value =
    point.valor === null || point.medida === null
      ? null
      : t(point.medida === 'mm' ? 'history.value_mm' : 'history.value_percent', { value: formatDecimal(point.valor, locale) });
  return (
    <li className="flex items-start justify-between gap-3 py-2.5 text-sm">
      <span className="min-w-0">
        <span className="text-ink">{point.nombre}</span>
        {value && <span className="ml-2 font-semibold whitespace-nowrap tabular-nums">{value}</span>}
        {point.nota && <span className="mt-0.5 block text-muted">{point.nota}</span>}
        {point.foto && <CloseUp foto={point.foto} alt={t('history.closeup_alt', { subject: point.nombre })} />}
      </span>
      <span className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATE_STYLE[point.estado]}`}>
        {point.estado === 'ok' && <CheckIcon className="size-3.5" />}
        {t(STATE_KEY[point.estado])}
      </span>
    </li>
  );
}

/**
 * The car's whole inspection (GET /vehiculo/{slug}/inspeccion in the page's language): first what
 * was repaired or is to watch, then every section, the tyres and brakes open with their figures.
 */
export default function InspectionChecklist({ slug }: { slug: string }) {
  const { t, route } = useI18n();
  const { load, retry } = useJsonRead<ChecklistAnswer>(route('vehiculo.inspeccion', { slug }));
  if (load.state === 'loading') return <p className="mt-4 text-sm text-muted">{t('history.checklist_loading')}</p>;
  if (load.state === 'failed') {
    return (
      <p role="alert" className="mt-4 text-sm">
        {t('history.checklist_failed')}{' '}
        <button type="button" onClick={retry} className="font-semibold text-accent underline underline-offset-4">
          {t('history.checklist_retry')}
        </button>
      </p>
    );
  }
  const notable = load.body.secciones.flatMap((section) => section.puntos.filter((point) => point.estado !== 'ok').map((point) => ({ key: `${section.seccion}:${point.nombre}`, point })));
  return (
    <div className="mt-4 space-y-3">
      {notable.length > 0 && (
        <section aria-labelledby="checklist-notable" className="rounded-xl bg-sand/50 px-4 py-3">
          <h3 id="checklist-notable" className="font-semibold">
            {t('history.checklist_notable')}
          </h3>
          <ul className="divide-y divide-line/70">
            {notable.map(({ key, point }) => (
              <Point key={key} point={point} />
            ))}
          </ul>
        </section>
      )}
      {load.body.secciones.map((section) => (
        <details key={section.seccion} open={section.seccion === 'neumaticos' || section.seccion === 'frenos'} className="group rounded-xl ring-1 ring-line/80">
          <summary className="flex cursor-pointer items-center justify-between gap-3 px-4 py-3 font-semibold marker:content-none">
            {t(SECTION_KEY[section.seccion])}
            <span className="flex items-center gap-2 text-sm font-normal text-muted">
              {t('history.section_count', { count: section.puntos.length })}
              <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
            </span>
          </summary>
          <ul className="divide-y divide-line/70 border-t border-line/70 px-4">
            {section.puntos.map((point) => (
              <Point key={point.nombre} point={point} />
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
