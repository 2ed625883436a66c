import { findCity } from "../../../rules/listings/cities";
import { HEALTHLINE } from "../../content/support-line";
import { telHref } from "../../lib/phone";
import type { ClinicNow } from "../emergency-providers";

/** Great-circle distance in km. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** How many clinics the advice names: the nearest few are what helps tonight. */
const SHOWN = 3;

/**
 * Emergency clinics open now first, each group nearest to the chosen city first (the listed order
 * when no city is chosen): a clinic that has closed never leads.
 */
function nearestProviders(
  citySlug: string,
  clinics: readonly ClinicNow[],
): { provider: ClinicNow; km: number | null }[] {
  const city = findCity(citySlug);
  const list = clinics.map((provider) => ({ provider, km: city ? distanceKm(city, provider) : null }));
  return list
    .sort((a, b) => b.provider.openNow.rank - a.provider.openNow.rank || (a.km ?? 0) - (b.km ?? 0))
    .slice(0, SHOWN);
}

/**
 * Shown on /book when "emergency" is chosen: what to do now, before the request is even sent.
 * `clinics`: the published after-hours clinics, from the page's loader.
 */
export function EmergencyAdvice({ citySlug, clinics }: { citySlug: string; clinics: readonly ClinicNow[] }) {
  const providers = nearestProviders(citySlug, clinics);
  const city = findCity(citySlug);
  return (
    <section
      aria-labelledby="emergency-advice-heading"
      className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-slate-900"
    >
      <h3 id="emergency-advice-heading" className="text-lg font-bold text-red-800">
        Need help right now?
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        <li>
          If it is life-threatening (heavy bleeding, swelling that affects breathing or swallowing), call{" "}
          <a href="tel:111" className="font-bold text-red-800 underline">
            111
          </a>
          .
        </li>
        <li>
          For health advice any time, call Healthline on{" "}
          <a href={HEALTHLINE.href} className="font-bold text-red-800 underline">
            {HEALTHLINE.display}
          </a>{" "}
          (free, 24/7).
        </li>
      </ul>
      <p className="mt-3 text-sm font-semibold">
        {city ? `Emergency dental clinics nearest ${city.name}:` : "Emergency dental clinics:"}
      </p>
      <ul className="mt-1 space-y-2 text-sm">
        {providers.map(({ provider, km }) => (
          <li key={provider.id}>
            <span className="font-semibold">{provider.practice}</span>
            {km !== null && <span className="text-slate-700"> ({Math.round(km)} km away)</span>}
            <br />
            {provider.openNow.text} ·{" "}
            <a href={telHref(provider.phone)} className="font-semibold text-red-800 underline">
              {provider.phone}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">You can still send this request: we treat emergencies first.</p>
    </section>
  );
}
