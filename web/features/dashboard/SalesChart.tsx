import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import type uPlot from 'uplot';
import { SALES_CHART_TITLE } from '@core/dashboard/rules';
import { salesAxisTicks } from '@core/dashboard/salesAxis';
import { formatThousands } from '@core/money';
import { Spinner } from '@web/ui/Spinner';

interface ChartData {
  readonly values: readonly number[];
  readonly months: readonly string[];
}

const TITLE = SALES_CHART_TITLE;
const HEIGHT = 280;

/** uPlot and its stylesheet load only with the dashboard. */
async function loadUplot(): Promise<typeof uPlot> {
  const [module] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
  return module.default;
}

/** The chart draws on a canvas, which cannot read CSS: it takes the design tokens' values. */
function token(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

function options(
  Plot: typeof uPlot,
  width: number,
  months: readonly string[],
  onCursor: (u: uPlot) => void,
): uPlot.Options {
  const line = token('--c-primary', '#0a5fb4');
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    // Whole sales on the y-axis, from core's ticks: uPlot's own would split one sale into fractions.
    scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, salesAxisTicks(max).at(-1) ?? 1] } },
    axes: [
      {
        values: (_u, ticks) => ticks.map((tick) => months[tick] ?? ''),
        gap: 6,
        grid: { show: false },
        stroke: token('--c-text-muted', '#526176'),
      },
      {
        splits: (_u, _axis, _min, max) => salesAxisTicks(max),
        values: (_u, ticks) => ticks.map((tick) => formatThousands(tick)),
        size: 56,
        grid: { stroke: token('--c-border', '#e2e8f0') },
        stroke: token('--c-text-muted', '#526176'),
      },
    ],
    series: [
      {},
      {
        label: TITLE,
        stroke: line,
        width: 2,
        fill: `color-mix(in srgb, ${line} 10%, transparent)`,
        points: { show: true, size: 6, fill: line },
        paths: Plot.paths.spline?.(),
      },
    ],
    hooks: { setCursor: [onCursor] },
  };
}

/**
 * The sales chart: the monthly values of the chosen year, one point per month label. Pointing
 * at a month (or focusing the chart and using the arrow keys) shows its value in a tooltip; the
 * same figures are in a table for screen readers.
 */
export function SalesChart({ values, months }: ChartData) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Read when uPlot has loaded: the data of that moment, not of the first render.
  const currentData = useEffectEvent((): ChartData => ({ values, months }));
  // The month under uPlot's cursor and where its tooltip stands, both read when the cursor moves.
  const [pointed, setPointed] = useState<{ index: number; left: number; top: number } | null>(null);
  const active = pointed?.index ?? null;
  const tableId = useId();

  useEffect(() => {
    let cancelled = false;
    const node = box.current;
    if (!node) return;
    let observer: ResizeObserver | null = null;
    const onCursor = (u: uPlot) => {
      const index = u.cursor.idx ?? null;
      const value = index === null ? undefined : currentData().values[index];
      const at = index === null || value === undefined ? null : tooltipAt(u, node, index, value);
      setPointed(index === null || at === null ? null : { index, ...at });
    };
    loadUplot().then(
      (Plot) => {
        if (cancelled) return;
        const { values: v, months: m } = currentData();
        const created = new Plot(options(Plot, node.clientWidth, m, onCursor), [v.map((_, i) => i), [...v]], node);
        plot.current = created;
        observer = new ResizeObserver(() => created.setSize({ width: node.clientWidth, height: HEIGHT }));
        observer.observe(node);
        setState('ready');
      },
      (error: unknown) => {
        console.error('Grafik gagal dimuat', error);
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, []);

  useEffect(() => {
    plot.current?.setData([values.map((_, i) => i), [...values]]);
  }, [values, state]);

  /** Puts uPlot's cursor on a month (its hook then shows the tooltip). */
  const pointAt = (index: number) => {
    const u = plot.current;
    const value = values[index];
    if (!u || value === undefined) return;
    u.setCursor({ left: u.valToPos(index, 'x'), top: u.valToPos(value, 'y') });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = values.length - 1;
    if (last < 0) return;
    const current = active ?? -1;
    const next =
      event.key === 'ArrowRight'
        ? Math.min(last, current + 1)
        : event.key === 'ArrowLeft'
          ? Math.max(0, current - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    pointAt(next);
  };

  const tip = pointed !== null && values[pointed.index] !== undefined ? pointed : null;
  return (
    <div
      className="sales-chart"
      data-state={state}
      data-values={values.join(',')}
      data-y-ticks={salesAxisTicks(Math.max(0, ...values)).join(',')}
    >
      <div
        ref={box}
        className="sales-chart__plot"
        role="img"
        tabIndex={0}
        aria-label={`Grafik ${TITLE}. Panah kiri dan kanan membaca tiap bulan; angkanya juga ada di tabel.`}
        aria-describedby={tableId}
        onKeyDown={onKeyDown}
        onFocus={() => (active === null ? pointAt(0) : undefined)}
        onBlur={() => plot.current?.setCursor({ left: -10, top: -10 })}
      />
      {tip ? (
        <div className="sales-chart__tooltip" role="status" style={{ left: tip.left, top: tip.top }}>
          <span className="sales-chart__tooltip-month">{months[active ?? 0]}</span>
          <strong>{formatThousands(values[active ?? 0] ?? 0)}</strong>
        </div>
      ) : null}
      <table className="sr-only" id={tableId}>
        <caption>{`${TITLE} per bulan`}</caption>
        <thead>
          <tr>
            <th scope="col">Bulan</th>
            <th scope="col">{TITLE}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month, index) => (
            <tr key={`${month}-${index}`}>
              <th scope="row">{month}</th>
              <td>{formatThousands(values[index] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {state === 'loading' ? (
        <div className="sales-chart__overlay">
          <Spinner label="Memuat grafik" />
        </div>
      ) : state === 'failed' ? (
        <div className="sales-chart__overlay">Grafik tidak dapat dimuat.</div>
      ) : null}
    </div>
  );
}

/** Where the tooltip stands: above the month's point, inside the chart box. */
function tooltipAt(
  u: uPlot | null,
  container: HTMLElement | null,
  index: number,
  value: number,
): { left: number; top: number } | null {
  if (!u || !container) return null;
  const over = u.over.getBoundingClientRect();
  const outer = container.getBoundingClientRect();
  return { left: over.left - outer.left + u.valToPos(index, 'x'), top: over.top - outer.top + u.valToPos(value, 'y') };
}
