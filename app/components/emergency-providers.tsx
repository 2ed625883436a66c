import { useState } from "react";

import { CITY_NAMES, findCityName } from "../../rules/listings/city-names";
import { cityPoint } from "../../rules/listings/city-points";
import { summariseHours } from "../../rules/listings/hours";
import type { EmergencyClinic } from "../../rules/listings/types";
import { byDistance, directionsUrl, formatKm, type LatLng } from "../lib/geo";
import { telHref } from "../lib/phone";
import { TitledSection } from "./titled-section";

type Origin = { kind: "position" | "city"; label: string; point: LatLng };
type Status = "idle" | "locating" | "located" | "unavailable";

/**
 * A clinic as the page's loader sends it: open or closed at the page's "now", by its recorded hours
 * and closures; `rank` orders them (2 open, 1 closed, 0 closed for a closure: never first).
 */
export type ClinicNow = EmergencyClinic & { openNow: { open: boolean; text: string; rank: number } };

/**
 * The published after-hours clinics (from the page's loader), open ones first, each saying whether
 * it is open now and until when (`asAt`: the time that was worked out for), with "Find Nearest":
 * the browser's position (or a chosen city) orders them by distance, open ones still first. The
 * position is used only here, in the browser, and never sent anywhere.
 */
export function EmergencyProviders({ clinics, asAt }: { clinics: readonly ClinicNow[]; asAt: string }) {
  const [status, setStatus] = useState<Status>("idle");
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [citySlug, setCitySlug] = useState("");

  const listed: { place: ClinicNow; km: number | null }[] = origin
    ? byDistance(clinics, origin.point)
    : clinics.map((place) => ({ place, km: null }));
  // Open clinics first, then closed, then closed for a closure, each group in distance (or listed)
  // order: never lead with one that has closed.
  const ordered = [...listed].sort((a, b) => b.place.openNow.rank - a.place.openNow.rank);

  function findNearest() {
    if (!("geolocation" in navigator)) {
      setStatus("unavailable");
      return;
    }
    setStatus("locating");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setOrigin({
          kind: "position",
          label: "your location",
          point: { lat: position.coords.latitude, lng: position.coords.longitude },
        });
        setStatus("located");
        setCitySlug("");
      },
      () => setStatus("unavailable"),
      { enableHighAccuracy: false, timeout: 10000, maximumAge: 600000 },
    );
  }

  function chooseCity(slug: string) {
    setCitySlug(slug);
    setStatus("idle");
    const city = findCityName(slug);
    const point = cityPoint(slug);
    setOrigin(city && point ? { kind: "city", label: city.name, point } : null);
  }

  return (
    <TitledSection id="providers-heading" title="After-hours emergency dentists" className="container-page py-10">
      <p className="mt-2 max-w-3xl text-slate-700">
        These clinics see urgent patients without a regular appointment. Phone ahead so they can get ready for you. Open
        or closed at {asAt} (New Zealand time), from the opening hours each clinic confirmed to us; open ones first.
      </p>

      <div className="card mt-6 flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-5">
        <div>
          <button type="button" className="btn-primary" onClick={findNearest} disabled={status === "locating"}>
            Find Nearest
          </button>
          <p className="mt-2 text-sm text-slate-700">
            Uses your device&apos;s location to sort the clinics by distance. Your location stays on your device.
          </p>
        </div>
        <div className="sm:w-64">
          <label htmlFor="emergency-city" className="field-label">
            Or choose your city
          </label>
          <select
            id="emergency-city"
            className="field-input"
            value={citySlug}
            onChange={(e) => chooseCity(e.target.value)}
          >
            <option value="">Choose a city</option>
            {CITY_NAMES.map((city) => (
              <option key={city.slug} value={city.slug}>
                {city.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div aria-live="polite" className="mt-4 min-h-6">
        {status === "locating" && <p>Finding your location…</p>}
        {status === "unavailable" && (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
            We couldn&apos;t get your location, so the clinics can&apos;t be sorted automatically. Choose your city
            above instead.
          </p>
        )}
        {origin && (
          <p className="font-medium text-brand-800">
            Sorted by distance from {origin.label}, open clinics first.{" "}
            {ordered[0]?.place.openNow.open ? "Nearest open now" : "Nearest"}: {ordered[0]?.place.practice}.
          </p>
        )}
      </div>

      <ol className="mt-4 grid gap-5 lg:grid-cols-3" aria-label="Emergency dental clinics">
        {ordered.map(({ place, km }) => (
          <li key={place.id} className="card flex flex-col p-5" data-testid="emergency-provider">
            <h3 className="text-lg font-bold">{place.practice}</h3>
            <p
              className={`mt-1 font-semibold ${place.openNow.open ? "text-emerald-800" : "text-slate-700"}`}
              data-testid="open-now"
            >
              {place.openNow.text}
            </p>
            {km !== null && <p className="text-sm font-semibold text-brand-700">{formatKm(km)} away</p>}
            <dl className="mt-3 space-y-2 text-sm">
              <div>
                <dt className="font-semibold">Location</dt>
                <dd className="text-slate-700">{place.address}</dd>
              </div>
              <div>
                <dt className="font-semibold">Hours</dt>
                <dd className="text-slate-700">{summariseHours(place.openingHours)}</dd>
              </div>
              <div>
                <dt className="font-semibold">Average wait</dt>
                <dd className="text-slate-700">{place.waitTime}</dd>
              </div>
              <div>
                <dt className="font-semibold">Services</dt>
                <dd className="text-slate-700">{place.services.join(", ")}</dd>
              </div>
            </dl>
            <div className="mt-auto flex flex-wrap gap-3 pt-4">
              <a href={telHref(place.phone)} className="btn-danger">
                Call {place.phone}
              </a>
              <a href={directionsUrl(place)} className="btn-secondary" target="_blank" rel="noopener noreferrer">
                Get Directions<span className="sr-only"> to {place.practice} (opens your map app)</span>
              </a>
            </div>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
