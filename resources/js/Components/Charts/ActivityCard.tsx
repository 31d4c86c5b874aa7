import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { Activity } from '@contracts/car-activity';
import { conversionRate } from '@contracts/car-activity';
import { formatNumber } from '@contracts/format';
import FormSection from '@/Components/Stock/FormSection';
import { useHydrated } from '@/hooks/useHydrated';
import { conversionLabel } from '@/lib/stock-list';

const BarChart = lazy(() => import('./BarChart'));

const shortDay = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const asDate = (dia: string) => new Date(`${dia}T00:00:00Z`);

/** About six dates under the axis, whatever the period. */
const LABELS_PER_AXIS = 6;

const VISITS_HEIGHT = 150;
const ENQUIRIES_HEIGHT = 96;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 text-2xl font-semibold tracking-tight tabular-nums">{value}</dd>
    </div>
  );
}

/** A chart's place, its height kept while the chart loads; the chart itself only once the page has hydrated (it draws in the browser). */
function ChartSlot({ title, height, children }: { title: string; height: number; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <figure className="mt-5">
      <figcaption className="text-[11px] font-semibold tracking-[0.08em] text-muted uppercase">{title}</figcaption>
      <div className="mt-2" style={{ minHeight: height }}>
        {hydrated && <Suspense fallback={null}>{children}</Suspense>}
      </div>
    </figure>
  );
}

/** What a chart shows, in words: '1.234 visitas en 30 días; más en un día: 80, el 17 nov.' */
function summary(values: number[], labels: string[], unit: string): string {
  const total = values.reduce((sum, value) => sum + value, 0);
  const peak = values.reduce((best, value, index) => (value > values[best]! ? index : best), 0);
  const text = `${formatNumber(total)} ${unit} en ${values.length} días`;
  return total === 0 ? `${text}.` : `${text}; más en un día: ${formatNumber(values[peak]!)}, el ${labels[peak]}.`;
}

/**
 * A period's visits and enquiries per day: the totals and the conversion, a bar chart for each
 * (visits, then enquiries, each on its own scale, each described in words) and, for screen
 * readers, the same days as a table. Used by the panel (30 days) and a car's edit page (90 days).
 */
export default function ActivityCard({ title, description, actividad, className = '' }: { title: string; description: string; actividad: Activity; className?: string }) {
  const { dias } = actividad;
  const series = useMemo(
    () => ({
      labels: dias.map((day) => shortDay.format(asDate(day.dia))),
      visitas: dias.map((day) => day.visitas),
      contactos: dias.map((day) => day.contactos),
      labelEvery: Math.max(1, Math.ceil(dias.length / LABELS_PER_AXIS)),
    }),
    [dias],
  );

  return (
    <FormSection title={title} description={description} className={className}>
      <dl className="grid grid-cols-3 gap-4">
        <Figure label="Visitas" value={formatNumber(actividad.visitas)} />
        <Figure label="Contactos" value={formatNumber(actividad.contactos)} />
        <Figure label="Conversión" value={conversionLabel(conversionRate(actividad.visitas, actividad.contactos))} />
      </dl>
      <ChartSlot title="Visitas por día" height={VISITS_HEIGHT}>
        <BarChart labels={series.labels} values={series.visitas} labelEvery={series.labelEvery} height={VISITS_HEIGHT} tone="ink" description={summary(series.visitas, series.labels, 'visitas')} />
      </ChartSlot>
      <ChartSlot title="Contactos por día" height={ENQUIRIES_HEIGHT}>
        <BarChart labels={series.labels} values={series.contactos} labelEvery={series.labelEvery} height={ENQUIRIES_HEIGHT} tone="accent" description={summary(series.contactos, series.labels, 'contactos')} />
      </ChartSlot>
      {/* A table ignores sr-only's 1px width: its clipped box is the wrapper. */}
      <div className="sr-only">
        <table>
          <caption>
            {title}: visitas y contactos por día
          </caption>
          <thead>
            <tr>
              <th scope="col">Día</th>
              <th scope="col">Visitas</th>
              <th scope="col">Contactos</th>
            </tr>
          </thead>
          <tbody>
            {dias.map((day) => (
              <tr key={day.dia}>
                <th scope="row">{longDay.format(asDate(day.dia))}</th>
                <td>{formatNumber(day.visitas)}</td>
                <td>{formatNumber(day.contactos)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </FormSection>
  );
}
