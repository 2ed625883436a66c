import type { EditedListing, ListingKind } from "../../../rules/api/listings-admin";
import { readWeek } from "../../../rules/listings/hours-editing";
import type { Closure } from "../../../rules/listings/types";
import { readNewPatients } from "./new-patients-fields";
import { ACCESS_LABELS, FUNDING_LABELS } from "./tick-labels";

/**
 * The editor's form as the API takes it (EditedListing): text as typed (the server trims and
 * checks it with the shared validation), numbers as numbers when they read as one (otherwise as
 * typed, so the server names the field), lists one per line or comma, ticks as booleans.
 */
export function readListing(kind: ListingKind, form: FormData): EditedListing {
  const text = (name: string) => String(form.get(name) ?? "");
  const ticked = (name: string) => form.get(name) === "on";
  // A group of yes/no facts (tick-labels.ts): each key, ticked or not.
  const ticks = <Key extends string>(group: string, labels: Record<Key, string>) =>
    Object.fromEntries(Object.keys(labels).map((key) => [key, ticked(`${group}.${key}`)])) as Record<Key, boolean>;
  const number = (name: string): number => {
    const typed = text(name).trim();
    const value = Number(typed.replace(",", "."));
    // A blank or unreadable number goes as typed: the server's message then names the field.
    return (typed !== "" && Number.isFinite(value) ? value : typed) as number;
  };
  const list = (name: string) =>
    text(name)
      .split(/[\n,]/)
      .map((item) => item.trim())
      .filter(Boolean);

  const openingHours = readWeek(form);

  const common = {
    id: text("id").trim(),
    status: text("status") as EditedListing["status"],
    checkedOn: text("checkedOn").trim(),
    source: text("source"),
    practiceId: text("practiceId").trim(),
    practice: text("practice"),
    citySlug: text("citySlug"),
    address: text("address"),
    lat: number("lat"),
    lng: number("lng"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    bookingEmail: text("bookingEmail"),
    openingHours,
    languages: list("languages"),
    access: ticks("access", ACCESS_LABELS),
    // The closures kept (each ticked box carries one, closures-field.tsx): none ticked is none.
    closures: form.getAll("closures").map((value) => JSON.parse(String(value)) as Closure),
    newPatients: readNewPatients(form),
  };

  // What a dentist's and a surgeon's listing both say about the person.
  const own = list("practitionerLanguages");
  const practitioner = {
    name: text("name"),
    registrationNumber: text("registrationNumber"),
    specialties: list("specialties"),
    experience: text("experience"),
    priceTier: text("priceTier") as "$",
    // Sent only when some are typed: none is "the practice has not said", as stored.
    ...(own.length ? { practitionerLanguages: own } : {}),
  };

  switch (kind) {
    case "dentist": {
      const services = form.getAll("services").map(String);
      return {
        ...common,
        ...practitioner,
        kind,
        services,
        priceRange: text("priceRange"),
        // Not asked for: the directory's emergency flag is exactly "offers Emergency Care".
        emergency: services.includes("Emergency Care"),
        description: text("description"),
        funding: ticks("funding", FUNDING_LABELS),
      };
    }
    case "surgeon":
      return {
        ...common,
        ...practitioner,
        kind,
        qualifications: list("qualifications"),
      };
    case "emergency-clinic":
      return { ...common, kind, services: list("services"), waitTime: text("waitTime") };
  }
}
