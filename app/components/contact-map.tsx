import { SITE } from "../content/site";

/**
 * A drawn map of the office's surroundings: our own inline SVG, no third-party tiles. Streets are
 * schematic (Symonds Street, Grafton Road, the Grafton Gully motorway and the Domain).
 */
export function ContactMap() {
  return (
    <figure className="card overflow-hidden">
      <svg
        viewBox="0 0 400 240"
        role="img"
        aria-labelledby="contact-map-title"
        className="block h-auto w-full bg-slate-100"
      >
        <title id="contact-map-title">{`Map showing our office at ${SITE.office}, near Auckland Domain`}</title>
        <rect x="250" y="0" width="150" height="240" fill="#d1fae5" />
        <text x="325" y="40" textAnchor="middle" fontSize="12" fill="#065f46">
          Auckland Domain
        </text>
        <path d="M0 170 L400 120" stroke="#cbd5e1" strokeWidth="18" />
        <path d="M170 0 L150 240" stroke="#ffffff" strokeWidth="16" />
        <path d="M0 80 L250 60" stroke="#ffffff" strokeWidth="12" />
        <path d="M60 0 L40 240" stroke="#cbd5e1" strokeWidth="22" />
        <text x="178" y="225" fontSize="11" fill="#334155" transform="rotate(-85 178 225)">
          Symonds Street
        </text>
        <text x="190" y="54" fontSize="11" fill="#334155">
          Grafton Road
        </text>
        <text x="250" y="140" fontSize="11" fill="#334155" transform="rotate(-7 250 140)">
          Park Road
        </text>
        <text x="24" y="210" fontSize="11" fill="#334155" transform="rotate(-85 24 210)">
          Grafton Gully (SH16)
        </text>
        <g transform="translate(160 100)">
          <path
            d="M0 -34 C-14 -34 -22 -24 -22 -13 C-22 2 0 18 0 18 C0 18 22 2 22 -13 C22 -24 14 -34 0 -34 Z"
            fill="#b91c1c"
          />
          <circle cx="0" cy="-13" r="8" fill="#ffffff" />
        </g>
        <rect x="188" y="84" width="118" height="24" rx="6" fill="#ffffff" stroke="#0f766e" />
        <text x="247" y="100" textAnchor="middle" fontSize="12" fontWeight="700" fill="#134e4a">
          110 Symonds St
        </text>
      </svg>
      <figcaption className="p-3 text-sm text-slate-700">
        {SITE.office}. Buses along Symonds Street stop outside; paid parking is available on nearby streets.
      </figcaption>
    </figure>
  );
}
