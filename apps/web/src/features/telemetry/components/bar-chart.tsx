import { axisScale, formatDay, formatShortDay, numberFormat } from './chart-math';

export interface ChartSeries {
  key: string;
  label: string;
  /** Tailwind classes, written out in full so the build keeps them. */
  fill: string;
  swatch: string;
  values: number[];
}

const SLOT = 10; // viewBox units per day
const BAR = 7;

/**
 * Stacked bars per day, drawn as an SVG that stretches to its box; the labels are HTML beside
 * it so they stay legible at any width. Screen readers get `summary` (the chart is one image);
 * the full figures are in the table that each screen puts next to it.
 */
export function BarChart({
  days,
  series,
  summary,
}: {
  days: string[];
  series: ChartSeries[];
  summary: string;
}) {
  const totals = days.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const { top, ticks } = axisScale(Math.max(0, ...totals));
  const y = (value: number) => 100 - (value / top) * 100;
  const labelEvery = Math.max(1, Math.ceil(days.length / 6));

  return (
    <div>
      <div className="relative h-48 pl-10 sm:h-56">
        <div aria-hidden="true" className="absolute inset-y-0 left-0 w-8">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2 text-xs text-gray-600 tabular-nums dark:text-gray-400"
              style={{ bottom: `${(tick / top) * 100}%` }}
            >
              {numberFormat.format(tick)}
            </span>
          ))}
        </div>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${days.length * SLOT} 100`}
          preserveAspectRatio="none"
          className="h-full w-full overflow-visible"
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={days.length * SLOT}
              y1={y(tick)}
              y2={y(tick)}
              vectorEffect="non-scaling-stroke"
              className="stroke-gray-200 dark:stroke-gray-700"
            />
          ))}
          {days.map((day, i) => {
            let base = 0;
            return (
              <g key={day}>
                {series.map((s) => {
                  const value = s.values[i] ?? 0;
                  if (value === 0) return null;
                  base += value;
                  return (
                    <rect
                      key={s.key}
                      x={i * SLOT + (SLOT - BAR) / 2}
                      width={BAR}
                      y={y(base)}
                      height={(value / top) * 100}
                      className={s.fill}
                    >
                      <title>{`${formatDay(day)} · ${s.label}: ${numberFormat.format(value)}`}</title>
                    </rect>
                  );
                })}
              </g>
            );
          })}
        </svg>
      </div>
      <div
        aria-hidden="true"
        className="mt-1 ml-10 grid text-xs text-gray-600 dark:text-gray-400"
        style={{ gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))` }}
      >
        {days.map((day, i) => (
          <span key={day} className="overflow-visible text-center whitespace-nowrap">
            {i % labelEvery === 0 ? formatShortDay(day) : ''}
          </span>
        ))}
      </div>
      {series.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
          {series.map((s) => (
            <li key={s.key} className="flex min-w-0 items-center gap-1.5">
              <span aria-hidden="true" className={`size-3 shrink-0 rounded-sm ${s.swatch}`} />
              <span className="truncate">{s.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
