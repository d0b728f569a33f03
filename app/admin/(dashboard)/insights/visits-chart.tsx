import type { Insights } from '@/lib/insights/report';

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A round top for the axis: 1, 2 or 5 times a power of ten. */
function niceMax(value: number) {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((candidate) => candidate >= value)!;
}

/**
 * Visits and visitors per day, drawn on the server as SVG (no chart code reaches the browser).
 * The plot stretches to its box (strokes keep their width); the axis labels are HTML, so they
 * stay readable on a phone. Each value label is placed by the same scale as its gridline, in
 * percent of the one box both share, so it sits on its line at any width.
 */
export function VisitsChart({ series }: { series: Insights['series'] }) {
  const max = niceMax(Math.max(...series.map((day) => day.visits), 1));
  const x = (index: number) => (series.length > 1 ? (index / (series.length - 1)) * 100 : 50);
  const y = (value: number) => 100 - (value / max) * 100;
  const ticks = [max, max / 2, 0];
  const line = (key: 'visits' | 'visitors') => series.map((day, index) => `${x(index).toFixed(2)},${y(day[key]).toFixed(2)}`).join(' ');
  const visits = series.reduce((total, day) => total + day.visits, 0);
  const visitors = series.reduce((total, day) => total + day.visitors, 0);
  const middle = series[Math.floor((series.length - 1) / 2)]!;

  return (
    <figure className="m-0">
      <div className="relative h-48 pl-10 sm:h-56">
        <div aria-hidden className="absolute inset-y-0 left-0 w-8 text-xs tabular-nums text-muted-foreground">
          {ticks.map((value) => (
            <span key={value} data-tick={value} className="absolute right-0 -translate-y-1/2 leading-none" style={{ top: `${y(value)}%` }}>
              {value}
            </span>
          ))}
        </div>
        <div className="relative h-full">
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            role="img"
            aria-labelledby="visits-chart-title"
            className="absolute inset-0 h-full w-full overflow-visible text-muted-foreground"
          >
            <title id="visits-chart-title">
              {`Visits and visitors per day from ${dayLabel(series[0]!.day)} to ${dayLabel(series.at(-1)!.day)}: ${visits} visits, ${visitors} visitors`}
            </title>
            {ticks.map((value) => (
              <line key={value} data-tick={value} x1={0} x2={100} y1={y(value)} y2={y(value)} stroke="currentColor" strokeOpacity={0.25} vectorEffect="non-scaling-stroke" />
            ))}
            <polygon points={`0,100 ${line('visits')} 100,100`} className="fill-primary" fillOpacity={0.12} />
            <polyline points={line('visits')} fill="none" className="stroke-primary" strokeWidth={2} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
            <polyline
              points={line('visitors')}
              fill="none"
              className="stroke-accent"
              strokeWidth={2}
              strokeDasharray="5 4"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        </div>
      </div>
      <div aria-hidden className="ml-10 mt-2 flex justify-between text-xs text-muted-foreground">
        <span>{dayLabel(series[0]!.day)}</span>
        {series.length > 2 ? <span>{dayLabel(middle.day)}</span> : null}
        <span>{dayLabel(series.at(-1)!.day)}</span>
      </div>
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
