import { BarChart as ChartistBar } from 'chartist';
import { useEffect, useRef } from 'react';
import { formatNumber } from '@contracts/format';
import './bar-chart.css';

export interface BarChartProps {
  /** One label per bar; only every `labelEvery`-th is written under the axis. */
  labels: string[];
  values: number[];
  labelEvery: number;
  height: number;
  tone: 'ink' | 'accent';
  /** The chart in words, its accessible name. */
  description: string;
}

const NARROW = '(max-width: 639px)';

const everyNth = (n: number) => (label: unknown, index: number) => (index % n === 0 ? String(label) : null);

/** Share of a bar's slot its bar fills. */
const BAR_FILL = 0.62;

/**
 * A small bar chart drawn by Chartist (SVG, about 8 KB gzip), loaded only where a staff page
 * shows one. It is a picture named by its description; the card around it carries the figures
 * as text.
 */
export default function BarChart({ labels, values, labelEvery, height, tone, description }: BarChartProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!ref.current) return;
    const chart = new ChartistBar(
      ref.current,
      { labels, series: [values] },
      {
        height: `${height}px`,
        low: 0,
        chartPadding: { top: 12, right: 8, bottom: 0, left: 0 },
        axisX: { showGrid: false, offset: 22, labelInterpolationFnc: everyNth(labelEvery) },
        axisY: { onlyInteger: true, offset: 40, scaleMinSpace: 28, labelInterpolationFnc: (value) => formatNumber(Number(value)) },
      },
      // Half the dates on a phone, where six would touch.
      [[NARROW, { axisX: { labelInterpolationFnc: everyNth(labelEvery * 2) } }]],
    );
    chart.on('draw', (event) => {
      if (event.type === 'bar') event.element.attr({ style: `stroke-width: ${Math.max(1.5, (event.chartRect.width() / values.length) * BAR_FILL)}px` });
    });
    return () => {
      chart.detach();
    };
  }, [labels, values, labelEvery, height]);

  // An image to assistive technology, named by its description; Chartist's SVG inside is not read.
  return <div ref={ref} className={`bar-chart bar-chart-${tone}`} style={{ height }} role="img" aria-label={description} />;
}
