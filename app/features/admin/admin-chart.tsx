import { useEffect, useId, useRef } from 'react';

interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

interface AdminChartProps {
  kind: 'line' | 'bar';
  title: string;
  labels: string[];
  series: ChartSeries[];
  /** Header of the label column in the data table. */
  labelHeader: string;
}

/**
 * A chart.js chart, loaded only when an admin screen draws one. The canvas reads as an image
 * with a one-line summary; the same figures sit in a table for screen readers and anyone
 * who prefers numbers.
 */
export function AdminChart({ kind, title, labels, series, labelHeader }: AdminChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const headingId = useId();

  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    void import('chart.js').then((lib) => {
      if (cancelled || !canvasRef.current) return;
      lib.Chart.register(
        lib.LineController,
        lib.LineElement,
        lib.PointElement,
        lib.BarController,
        lib.BarElement,
        lib.CategoryScale,
        lib.LinearScale,
        lib.Tooltip,
        lib.Legend,
      );
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      chart = new lib.Chart(canvasRef.current, {
        type: kind,
        data: {
          labels,
          datasets: series.map((s) => ({
            label: s.label,
            data: s.values,
            borderColor: s.color,
            backgroundColor: s.color,
            tension: 0.25,
          })),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: reduced ? false : undefined,
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
          plugins: { legend: { display: series.length > 1 } },
        },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [kind, labels, series]);

  return (
    <figure className="rounded-xl bg-white p-5 shadow-sm" aria-labelledby={headingId}>
      <figcaption id={headingId} className="mb-3 font-semibold text-ink">
        {title}
      </figcaption>
      <div className="relative h-56">
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`${title}: ${series
            .map((s) => `${s.label} ${s.values.reduce((sum, v) => sum + v, 0)} in total`)
            .join(', ')}. The figures are in the data table below.`}
        />
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-brand-700 underline">Show data table</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {labelHeader}
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="py-1 pr-4">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, index) => (
                <tr key={label} className="border-t border-slate-200">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {label}
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className="py-1 pr-4">
                      {s.values[index] ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
