import { project } from "../lib/nz-map";

/** New Zealand with a dot at one place. Inline SVG: no map tiles, no scripts, nothing from another origin. */
export function CityMap({
  name,
  lat,
  lng,
  outline,
  className,
}: {
  name: string;
  lat: number;
  lng: number;
  /** The coastline's SVG path (nzOutlinePath, from the page's build-time data). */
  outline: string;
  className?: string;
}) {
  const { x, y } = project(lat, lng);
  const labelLeft = x > 120;
  return (
    <svg
      role="img"
      aria-label={`Map of New Zealand showing where ${name} is`}
      viewBox="0 0 200 275"
      className={className}
      data-testid="city-map"
    >
      <rect width="200" height="275" fill="#eff6ff" rx="8" />
      <path d={outline} fill="#d6f2ed" stroke="#115e59" strokeWidth="1" strokeLinejoin="round" />
      <circle cx={x} cy={y} r="7" fill="#b91c1c" fillOpacity="0.2" />
      <circle cx={x} cy={y} r="3.5" fill="#b91c1c" stroke="#fff" strokeWidth="1" data-testid="city-map-dot" />
      <text
        x={labelLeft ? x - 9 : x + 9}
        y={y + 4}
        textAnchor={labelLeft ? "end" : "start"}
        fontSize="11"
        fontWeight="700"
        fill="#0f172a"
        stroke="#fff"
        strokeWidth="3"
        paintOrder="stroke"
        aria-hidden="true"
      >
        {name}
      </text>
    </svg>
  );
}
