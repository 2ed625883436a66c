import { Link } from "react-router";

import type { BeyondFilters } from "../../rules/listings/nearest-match";
import { paths } from "../../rules/paths";
import { formatDistance } from "./dentist-card";

/** "“in Gisborne”" or "“in Napier” and “Orthodontics”". */
function droppedText(dropped: readonly string[]): string {
  return dropped.map((d) => `“${d}”`).join(" and ");
}

/** What follows the dentist's name: ", Practice, in Rotorua, 167 km away from Gisborne". */
export function beyondWhere({ dentist, distanceKm, from }: BeyondFilters): string {
  const far = distanceKm !== undefined && from ? `, ${formatDistance(distanceKm)} from ${from}` : "";
  return `, ${dentist.practice}, in ${dentist.cityName}${far}`;
}

/** Who the nearest match is, where, and how far from the place searched (rules/listings/nearest-match.ts). */
function BeyondFiltersDentist({ id, name, where }: { id: string; name: string; where: string }) {
  return (
    <>
      <Link to={paths.dentist(id)} className="font-semibold text-brand-700 underline">
        {name}
      </Link>
      {where}
    </>
  );
}

/**
 * A search that found nobody: the nearest dentist with one filter (or the place and one filter)
 * left out, which ones, and the search without them (issue 38 item 6).
 */
export function BeyondFiltersSuggestion({ match }: { match: BeyondFilters }) {
  const dropped = droppedText(match.dropped);
  return (
    <div className="mt-4 rounded-lg bg-brand-50 p-4 text-left text-brand-900" data-testid="beyond-filters">
      <p>
        The nearest match leaves out {dropped}:{" "}
        <BeyondFiltersDentist id={match.dentist.id} name={match.dentist.name} where={beyondWhere(match)} />.
      </p>
      <Link to={match.href} className="btn-primary mt-3">
        Search without {dropped}
      </Link>
    </div>
  );
}
