/**
 * "2024-01-15" → "15 January 2024": the site's one way of writing a date (New Zealand order, month
 * in words). The ISO date is read as a calendar date, so no time zone moves it to another day.
 */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return date.toLocaleDateString("en-NZ", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}
