import type { PracticeResponseTimes, ResponseWeek } from "../../rules/api/response-times";
import { PERCENTILE_MIN_REQUESTS, RESPONSE_BANDS } from "../../rules/response-bands";
import { formatWait } from "../../rules/response-wait";

/**
 * One practice's 80th percentile week by week, as a small bar chart (drawn, so it needs no script
 * and no library) with the same figures in a table for screen readers and anyone who wants numbers.
 */

const HOUR = 3_600_000;

// The wording is shared with the practice's figures and its monthly e-mail (rules/response-wait.ts).
export { waitFigure } from "../../rules/response-wait";

/** "16 Nov", from a date ("2026-11-16"). */
export function weekLabel(start: string): string {
  return new Date(`${start}T00:00:00Z`).toLocaleDateString("en-NZ", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

/**
 * The bands' limits evenly spaced up the chart (0, 2 h, 1 day, 3 days, then 6 days at the top),
 * straight between them: on one straight scale a 2-hour bar would be a sliver beside a 3-day one.
 */
const STOPS = [0, ...RESPONSE_BANDS.map((b) => b.withinHours * HOUR), 2 * RESPONSE_BANDS.at(-1)!.withinHours * HOUR];
function level(ms: number): number {
  for (let i = 1; i < STOPS.length; i++) {
    const low = STOPS[i - 1]!;
    const high = STOPS[i]!;
    if (ms <= high) return (i - 1 + (ms - low) / (high - low)) / (STOPS.length - 1);
  }
  return 1;
}

const WIDTH = 340;
const HEIGHT = 130;
const LEFT = 34;
/** Room for the last week's label, centred under its bar. */
const RIGHT = 14;
const BOTTOM = 20;
const TOP = 6;

function Bars({ weeks, id }: { weeks: readonly ResponseWeek[]; id: string }) {
  const plot = HEIGHT - BOTTOM;
  const slot = (WIDTH - LEFT - RIGHT) / weeks.length;
  const y = (ms: number) => plot - level(ms) * (plot - TOP);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full max-w-md"
      role="img"
      aria-labelledby={`${id}-caption`}
      data-testid="response-chart"
    >
      {RESPONSE_BANDS.map((band) => {
        const at = y(band.withinHours * HOUR);
        return (
          <g key={band.id}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={at} y2={at} stroke="#cbd5e1" strokeDasharray="3 3" />
            <text x={LEFT - 4} y={at + 3.5} textAnchor="end" fontSize="10" fill="#475569">
              {band.withinHours < 24 ? `${band.withinHours} h` : `${band.withinHours / 24} d`}
            </text>
          </g>
        );
      })}
      <line x1={LEFT} x2={WIDTH - RIGHT} y1={plot} y2={plot} stroke="#94a3b8" />
      {weeks.map((week, i) => {
        const x = LEFT + i * slot;
        const h = week.percentileMs === null ? 0 : Math.max(2, plot - y(week.percentileMs));
        return (
          <g key={week.start}>
            {week.percentileMs !== null && (
              <rect x={x + slot * 0.2} y={plot - h} width={slot * 0.6} height={h} rx="1.5" fill="#0369a1" />
            )}
            {(weeks.length - 1 - i) % 2 === 0 && (
              <text x={x + slot / 2} y={HEIGHT - 5} textAnchor="middle" fontSize="9.5" fill="#475569">
                {weekLabel(week.start)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** `table`: the figures in a table too (a page that has its own table leaves it out). */
export function ResponseChart({ practice, table = true }: { practice: PracticeResponseTimes; table?: boolean }) {
  const id = `practice-${practice.practiceId}`;
  return (
    <figure className="mt-3">
      <figcaption id={`${id}-caption`} className="text-sm text-slate-700">
        Time to first answer, week by week: the wait 80% of that week’s requests were answered within, or with fewer
        than {PERCENTILE_MIN_REQUESTS} requests the longest wait (not answered yet: counted until now)
      </figcaption>
      <Bars weeks={practice.weeks} id={id} />
      {table && (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-medium text-brand-800">Week by week, in figures</summary>
          <table className="mt-2 w-full max-w-md text-left text-sm">
            <caption className="sr-only">{practice.practiceName}: requests and wait by week</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-3 font-semibold">
                  Week of
                </th>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  Requests
                </th>
                <th scope="col" className="py-1 font-semibold">
                  Wait
                </th>
              </tr>
            </thead>
            <tbody>
              {practice.weeks.map((week) => (
                <tr key={week.start} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {weekLabel(week.start)}
                  </th>
                  <td className="py-1 pr-3">{week.requests}</td>
                  <td className="py-1">
                    {week.percentileMs === null
                      ? "—"
                      : `${formatWait(week.percentileMs)} ${week.requests < PERCENTILE_MIN_REQUESTS ? "(longest)" : "(80% within)"}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </figure>
  );
}
