import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

export interface PlotSeries {
  label: string;
  values: Array<number | null>;
  /** How a value reads in the chart's table (a count by default). */
  format?: (value: number | null) => string;
}

/** A theme colour (an HSL triple in a CSS variable) as a canvas can use it. */
function themeColor(element: Element, name: string, fallback: string): string {
  const value = getComputedStyle(element).getPropertyValue(name).trim();
  return value ? `hsl(${value})` : fallback;
}

/** Noon UTC of a `YYYY-MM-DD` day, in seconds: the same calendar day in any browser's zone. */
const dayTime = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

/**
 * The drawing of a chart, with uPlot, loaded only when a chart is shown (decision 066: it is not
 * in any other screen's scripts). Hidden from screen readers: the chart's table says the same.
 * The first series is drawn solid in the theme's primary colour, the second dashed, so they differ
 * by more than colour.
 */
export function UPlotCanvas({
  days,
  series,
  label,
}: {
  days: string[];
  series: PlotSeries[];
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    // Without a 2D canvas (a test's DOM) there is nothing to draw on; the table says it all.
    if (!element || typeof CanvasRenderingContext2D === 'undefined') return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const strokes = [
          themeColor(element, '--primary', '#0b6fa4'),
          themeColor(element, '--muted-foreground', '#525f6f'),
        ];
        const axis = { stroke: themeColor(element, '--muted-foreground', '#525f6f'), grid: { width: 0.5 } };
        const options: uPlot.Options = {
          width: Math.max(element.clientWidth, 240),
          height: 200,
          legend: { show: false },
          scales: { x: { time: true } },
          axes: [axis, { ...axis, size: 40 }],
          series: [
            {},
            ...series.map((s, index) => ({
              label: s.label,
              stroke: strokes[index % strokes.length],
              width: 2,
              ...(index % 2 === 1 ? { dash: [6, 4] } : {}),
            })),
          ],
        };
        const data = [days.map(dayTime), ...series.map((s) => s.values)] as uPlot.AlignedData;
        chart = new UPlot(options, data, element);
        observer = new ResizeObserver(() => {
          if (chart && element.clientWidth > 0) chart.setSize({ width: element.clientWidth, height: 200 });
        });
        observer.observe(element);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, series]);

  if (failed)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>The chart could not be drawn; its table follows.</Trans>
      </p>
    );
  return (
    <div ref={ref} aria-hidden="true" data-chart={label} className="min-h-[200px] w-full overflow-hidden" />
  );
}
