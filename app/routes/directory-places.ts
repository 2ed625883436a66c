import type { Route } from "./+types/directory-places";

/** A place as the 'Near' box suggests it: "Ponsonby, Auckland 1011". */
export interface PlaceSuggestion {
  id: string;
  /** What goes in the box, and what the directory looks up. */
  name: string;
  label: string;
}

const MAX_SUGGESTIONS = 8;

/**
 * Suggestions for the directory's 'Near' box: a few places whose name or postcode starts with what
 * was typed. A resource route, so the page itself never carries the table of places.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 60);
  const places = q.length < 2 ? [] : await context.listings.findPlaces(q, MAX_SUGGESTIONS);
  const suggestions: PlaceSuggestion[] = places.map((p) => ({
    id: p.id,
    name: p.name,
    label: `${p.name}, ${p.region}${p.postcode ? ` ${p.postcode}` : ""}`,
  }));
  return Response.json(
    { places: suggestions },
    // The same letters always suggest the same places, until the places table changes (rarely).
    { headers: { "Cache-Control": "public, max-age=3600" } },
  );
}
