import { CITIES } from "../../rules/listings/cities";

/**
 * The options of a city <select>: the empty choice first, in the caller's words ("All locations",
 * "Choose a city"), then every city we cover, by its slug.
 */
export function CityOptions({ empty }: { empty: string }) {
  return (
    <>
      <option value="">{empty}</option>
      {CITIES.map((city) => (
        <option key={city.slug} value={city.slug}>
          {city.name}
        </option>
      ))}
    </>
  );
}
