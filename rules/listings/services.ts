/**
 * Every service a dentist record may list. Filters match by case-insensitive substring, so
 * "Cosmetic" finds "Cosmetic Dentistry" and "Emergency Care" must be spelled exactly so.
 */
export const SERVICE_NAMES = [
  "General Dentistry",
  "Teeth Cleaning",
  "Invisalign",
  "Dental Implants",
  "Teeth Whitening",
  "Root Canal Treatment",
  "Emergency Care",
  "Cosmetic Dentistry",
  "Orthodontics",
  "Children's Dentistry",
  "Wisdom Tooth Removal",
  "Crowns and Bridges",
  "Dentures",
  "Gum Disease Treatment",
  "Sedation Dentistry",
] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];
