import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { formatThousands } from '@core/money';
import { Spinner } from '@web/ui/Spinner';

interface ChartData {
  readonly values: readonly number[];
  readonly months: readonly string[];
}

/** uPlot and its stylesheet load only with the dashboard. */
async function loadUplot(): Promise<typeof uPlot> {
  const [module] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
  return module.default;
}

function options(Plot: typeof uPlot, width: number, months: readonly string[]): uPlot.Options {
  return {
    width,
    height: 280,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.15] } },
    axes: [
      { values: (_u, ticks) => ticks.map((tick) => months[tick] ?? ''), gap: 6, grid: { show: false } },
      { values: (_u, ticks) => ticks.map((tick) => formatThousands(Math.round(tick))), size: 56, grid: { stroke: '#e2e8f0' } },
    ],
    series: [
      {},
      {
        label: 'Jumlah Penjualan',
        stroke: '#0b6bcb',
        width: 2,
        fill: 'rgba(11, 107, 203, 0.10)',
        points: { show: true, size: 6, fill: '#0b6bcb' },
        paths: Plot.paths.spline?.(),
      },
    ],
  };
}

/** 'Jumlah Penjualan': the monthly values of the chosen year, one point per month label. */
export function SalesChart({ values, months }: ChartData) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Read when uPlot has loaded: the data of that moment, not of the first render.
  const currentData = useEffectEvent((): ChartData => ({ values, months }));

  useEffect(() => {
    let cancelled = false;
    const node = box.current;
    if (!node) return;
    let observer: ResizeObserver | null = null;
    loadUplot().then(
      (Plot) => {
        if (cancelled) return;
        const { values: v, months: m } = currentData();
        const created = new Plot(options(Plot, node.clientWidth, m), [v.map((_, i) => i), [...v]], node);
        plot.current = created;
        observer = new ResizeObserver(() => created.setSize({ width: node.clientWidth, height: 280 }));
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

  return (
    <div className="sales-chart" data-state={state} data-values={values.join(',')}>
      <div ref={box} className="sales-chart__plot" role="img" aria-label={`Grafik Jumlah Penjualan: ${months.map((m, i) => `${m} ${values[i] ?? 0}`).join(', ')}`} />
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
