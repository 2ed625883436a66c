import { nzDateTime } from "../../rules/nz-time";

/*
 * Reading calendar files (RFC 5545) in tests: lines folded at 75 octets joined again, a property's
 * value, and an instant as the file writes it on New Zealand's clock.
 */

/** The file's text with its folded lines joined and CRLF read as LF. */
export const unfolded = (ics: string) => ics.replace(/\r\n/g, "\n").replace(/\n[ \t]/g, "");

/**
 * The value of the first line of property `name` outside the time-zone block (which has DTSTARTs
 * of its own), its parameters included: ";TZID=…:2026…".
 */
export function icsProperty(ics: string, name: string): string | undefined {
  const outsideZones = unfolded(ics).replace(/^BEGIN:VTIMEZONE$[\s\S]*?^END:VTIMEZONE$/gm, "");
  return new RegExp(`^${name}([;:].*)$`, "m").exec(outsideZones)?.[1];
}

/** "2026-12-02T21:30:00.000Z" → "20261203T103000", the time a New Zealand clock shows then. */
export function nzIcsTime(iso: string): string {
  const { date, time } = nzDateTime(new Date(iso));
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
}
