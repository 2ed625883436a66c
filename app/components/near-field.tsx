import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

import { apiPaths } from "../../rules/api-paths";
import { formatLatLng, parseLatLng } from "../../rules/listings/directory-url";
import type { PlaceSuggestion } from "../routes/directory-places";

interface Props {
  defaultValue: string;
  /** The server found no place by the name given. */
  notFound: boolean;
  hydrated: boolean;
  /** A suggestion was picked: search near it now. */
  onPlaceChosen: () => void;
  /** 'Use my location' found the device: "lat,lng". */
  onLocated: (near: string) => void;
}

type LocateState = { kind: "idle" } | { kind: "busy" } | { kind: "refused" } | { kind: "failed" };

/**
 * "Near" a town, suburb or postcode: plain text that works without scripts; with them, place
 * suggestions as you type and 'Use my location' (the browser asks first; a refusal is said plainly).
 */
export function NearField({ defaultValue, notFound, hydrated, onPlaceChosen, onLocated }: Props) {
  const places = useFetcher<{ places: PlaceSuggestion[] }>();
  const [locate, setLocate] = useState<LocateState>({ kind: "idle" });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const suggestions = places.data?.places ?? [];
  // 'Use my location' coordinates stay in the URL, not in the box: a person reads a place there.
  const coordinates = parseLatLng(defaultValue) ? defaultValue : "";
  const canLocate = hydrated && typeof navigator !== "undefined" && "geolocation" in navigator;

  const onInput = (value: string) => {
    clearTimeout(timer.current);
    // Picking a suggestion puts its exact label in the box: search near it straight away.
    if (suggestions.some((p) => p.name === value)) return onPlaceChosen();
    if (value.trim().length < 2) return;
    timer.current = setTimeout(() => places.load(apiPaths.places(value.trim())), 200);
  };

  const useMyLocation = () => {
    setLocate({ kind: "busy" });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocate({ kind: "idle" });
        onLocated(formatLatLng({ lat: position.coords.latitude, lng: position.coords.longitude }));
      },
      (error) => setLocate({ kind: error.code === error.PERMISSION_DENIED ? "refused" : "failed" }),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };

  const message = notFound
    ? `We could not find “${defaultValue}”. Try a town, suburb or postcode, e.g. Ponsonby or 6011.`
    : locate.kind === "refused"
      ? "Your browser did not allow us to use your location. Type a town, suburb or postcode instead."
      : locate.kind === "failed"
        ? "We could not find your location just now. Type a town, suburb or postcode instead."
        : locate.kind === "busy"
          ? "Finding your location…"
          : "";

  return (
    <div>
      <label htmlFor="directory-near" className="field-label">
        Near (town, suburb or postcode)
      </label>
      <input
        id="directory-near"
        name="near"
        type="text"
        className="field-input"
        placeholder={coordinates ? "Your location" : "e.g. Ponsonby or 6011"}
        autoComplete="off"
        list="directory-near-places"
        defaultValue={coordinates ? "" : defaultValue}
        aria-invalid={notFound || undefined}
        aria-describedby="directory-near-message"
        onInput={(event) => onInput(event.currentTarget.value)}
      />
      {coordinates && <input type="hidden" name="near" value={coordinates} />}
      <datalist id="directory-near-places">
        {suggestions.map((place) => (
          <option key={place.id} value={place.name} label={place.label} />
        ))}
      </datalist>
      {canLocate && (
        <button
          type="button"
          className="mt-2 text-sm font-semibold text-brand-700 underline"
          onClick={useMyLocation}
          disabled={locate.kind === "busy"}
        >
          Use my location
        </button>
      )}
      <p
        id="directory-near-message"
        aria-live="polite"
        className={`mt-1 min-h-5 text-sm ${notFound || locate.kind === "refused" || locate.kind === "failed" ? "font-medium text-red-800" : "text-slate-700"}`}
      >
        {message}
      </p>
    </div>
  );
}
