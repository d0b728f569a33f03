import type { Insights } from '@/lib/insights/report';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A round top for the axis: 1, 2 or 5 times a power of ten. */
function niceMax(value: number) {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((candidate) => candidate >= value)!;
}

/** Visits and visitors per day, drawn on the server as SVG (no chart code reaches the browser). */
export function VisitsChart({ series }: { series: Insights['series'] }) {
  const max = niceMax(Math.max(...series.map((day) => day.visits), 1));
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (series.length > 1 ? (index / (series.length - 1)) * innerWidth : innerWidth / 2);
  const y = (value: number) => PAD.top + innerHeight - (value / max) * innerHeight;
  const line = (key: 'visits' | 'visitors') => series.map((day, index) => `${x(index).toFixed(1)},${y(day[key]).toFixed(1)}`).join(' ');
  const area = `${x(0).toFixed(1)},${y(0)} ${line('visits')} ${x(series.length - 1).toFixed(1)},${y(0)}`;
  const ticks = [0, max / 2, max];
  const labelled = [0, Math.floor((series.length - 1) / 2), series.length - 1];
  const visits = series.reduce((total, day) => total + day.visits, 0);
  const visitors = series.reduce((total, day) => total + day.visitors, 0);

  return (
    <figure className="m-0">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="visits-chart-title" className="h-auto w-full text-muted-foreground">
        <title id="visits-chart-title">
          {`Visits and visitors per day from ${dayLabel(series[0]!.day)} to ${dayLabel(series.at(-1)!.day)}: ${visits} visits, ${visitors} visitors`}
        </title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.2} />
            <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
              {tick}
            </text>
          </g>
        ))}
        {[...new Set(labelled)].map((index) => (
          <text
            key={index}
            x={x(index)}
            y={HEIGHT - 8}
            textAnchor={index === 0 ? 'start' : index === series.length - 1 ? 'end' : 'middle'}
            fontSize={11}
            fill="currentColor"
          >
            {dayLabel(series[index]!.day)}
          </text>
        ))}
        <polygon points={area} className="fill-primary" fillOpacity={0.12} />
        <polyline points={line('visits')} fill="none" className="stroke-primary" strokeWidth={2} strokeLinejoin="round" />
        <polyline points={line('visitors')} fill="none" className="stroke-accent" strokeWidth={2} strokeDasharray="5 4" strokeLinejoin="round" />
      </svg>
      <figcaption className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="inline-block h-0.5 w-5 bg-primary" /> Visits
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="inline-block h-0.5 w-5 border-t-2 border-dashed border-accent" /> Visitors
        </span>
      </figcaption>
    </figure>
  );
}
