import { useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '@/lib/i18n';
import type { LecturaKmPublica } from '@contracts/car-history';
import { formatKm } from '@contracts/format';

/** The drawing's height in CSS pixels (its box is h-32); its width is its box's, measured, so lines and labels keep their size. */
const CHART_HEIGHT = 128;
const PAD = { top: 18, right: 8, bottom: 22, left: 8 };

const dayNumber = (fecha: string) => Date.parse(`${fecha}T00:00:00Z`) / 86_400_000;

/** The width of an element, kept up to date as it changes. */
function useWidth<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The readings as a small line over time (a hand-drawn SVG: no chart library for one line): the
 * x axis from the first reading's day to the last one's, the y axis from 0 to the highest reading.
 * A reading with an explanation is drawn hollow. It is a picture of the table under it, which
 * carries the same figures for a screen reader.
 */
export default function MileageChart({ lecturas }: { lecturas: LecturaKmPublica[] }) {
  const { t, locale } = useI18n();
  const { ref, width } = useWidth<HTMLDivElement>();
  const first = dayNumber(lecturas[0]!.fecha);
  const span = Math.max(1, dayNumber(lecturas.at(-1)!.fecha) - first);
  const top = Math.max(1, ...lecturas.map((lectura) => lectura.km));
  const x = (fecha: string) => PAD.left + ((dayNumber(fecha) - first) / span) * (width - PAD.left - PAD.right);
  const y = (km: number) => PAD.top + (1 - km / top) * (CHART_HEIGHT - PAD.top - PAD.bottom);
  const points = lecturas.map((lectura) => ({ ...lectura, cx: x(lectura.fecha), cy: y(lectura.km) }));
  const floor = CHART_HEIGHT - PAD.bottom;

  return (
    <div ref={ref} className="w-full">
      {width > 0 && (
        <svg width={width} height={CHART_HEIGHT} role="img" aria-label={t('history.mileage_chart')} className="block overflow-visible text-[11px]">
          <line x1={PAD.left} x2={width - PAD.right} y1={floor} y2={floor} className="stroke-line" />
          <line x1={PAD.left} x2={width - PAD.right} y1={PAD.top} y2={PAD.top} className="stroke-line" strokeDasharray="3 4" />
          <text x={width - PAD.right} y={PAD.top - 6} textAnchor="end" className="fill-muted">
            {formatKm(top, locale)}
          </text>
          <polyline points={points.map((point) => `${point.cx},${point.cy}`).join(' ')} fill="none" className="stroke-ink" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
          {points.map((point, index) => (
            <circle key={index} cx={point.cx} cy={point.cy} r="4" strokeWidth="2" className={point.explicacion ? 'fill-white stroke-amber-600' : 'fill-ink stroke-white'} />
          ))}
          <text x={PAD.left} y={CHART_HEIGHT - 4} className="fill-muted">
            {lecturas[0]!.fecha.slice(0, 4)}
          </text>
          <text x={width - PAD.right} y={CHART_HEIGHT - 4} textAnchor="end" className="fill-muted">
            {lecturas.at(-1)!.fecha.slice(0, 4)}
          </text>
        </svg>
      )}
    </div>
  );
}
