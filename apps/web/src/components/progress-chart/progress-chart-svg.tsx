import {
  chartScales,
  labelIndexes,
  linePath,
  type ChartBox,
  type TimelinePoint,
} from './chart-geometry';

const HEIGHT = 240;
const shortDate = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
});
const GRID = [0, 20, 40, 60, 80, 100];
/** Past this many sessions the markers would merge into a smear: the lines alone stay. */
const MAX_MARKERS = 60;

/**
 * The drawing: progress (solid line, round markers, left axis in %) and rating (dashed line,
 * square markers, right axis in stars) over the sessions in date order. Colours come from
 * classes with light and dark variants; line style and marker shape tell the series apart
 * without colour. Hidden from screen readers: the figure's summary and table say it in words.
 */
export function ProgressChartSvg({ points, width }: { points: TimelinePoint[]; width: number }) {
  const box: ChartBox = { width, height: HEIGHT, left: 44, right: 34, top: 12, bottom: 28 };
  const { x, y } = chartScales(box, points.length);
  const progress = points.map((p) => p.progress);
  const rating = points.map((p) => (p.rating === null ? null : p.rating * 20));
  const markers = points.length <= MAX_MARKERS;
  const labels = labelIndexes(points.length, Math.max(2, Math.floor((width - 80) / 90)));
  const text = 'fill-gray-600 text-[11px] dark:fill-gray-400';
  return (
    <svg
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      aria-hidden="true"
      className="block h-auto max-w-full"
    >
      {GRID.map((value) => (
        <g key={value}>
          <line
            x1={box.left}
            x2={width - box.right}
            y1={y(value)}
            y2={y(value)}
            className="stroke-gray-200 dark:stroke-gray-700"
          />
          <text x={box.left - 6} y={y(value) + 4} textAnchor="end" className={text}>
            {value}%
          </text>
          {value > 0 ? (
            <text x={width - box.right + 6} y={y(value) + 4} className={text}>
              {value / 20}★
            </text>
          ) : null}
        </g>
      ))}
      {labels.map((index) => (
        <text key={index} x={x(index)} y={HEIGHT - 8} textAnchor="middle" className={text}>
          {points[index] ? shortDate.format(new Date(points[index].date)) : null}
        </text>
      ))}
      <path
        d={linePath(rating, x, y)}
        fill="none"
        strokeWidth={2}
        strokeDasharray="6 4"
        className="stroke-amber-600 dark:stroke-amber-400"
      />
      <path
        d={linePath(progress, x, y)}
        fill="none"
        strokeWidth={2.5}
        className="stroke-brand-600 dark:stroke-brand-400"
      />
      {markers
        ? points.map((point, index) => (
            <g key={point.id}>
              {point.rating !== null ? (
                <rect
                  x={x(index) - 3.5}
                  y={y(point.rating * 20) - 3.5}
                  width={7}
                  height={7}
                  className="fill-amber-500 stroke-white dark:fill-amber-400 dark:stroke-gray-900"
                />
              ) : null}
              {point.progress !== null ? (
                <circle
                  cx={x(index)}
                  cy={y(point.progress)}
                  r={4}
                  strokeWidth={1.5}
                  className="fill-brand-600 stroke-white dark:fill-brand-400 dark:stroke-gray-900"
                />
              ) : null}
            </g>
          ))
        : null}
    </svg>
  );
}
