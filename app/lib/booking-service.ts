/** Booking form service options (spec §5) for the service pages that have a matching one. */
const BOOKING_SERVICE: Record<string, string> = {
  invisalign: "Invisalign Consultation",
  implants: "Dental Implants",
  "teeth-whitening": "Teeth Whitening",
  "emergency-dentist": "Emergency Care",
  "dental-implant-surgery": "Dental Implants",
};

/** Emergency Care is same-day care: a booking for it starts as an emergency (same day) request. */
export function bookingUrgencyFor(service: string): string | undefined {
  return service === "Emergency Care" ? "emergency" : undefined;
}

/** Value for /book?service= from a service page: the form's own option where one matches, else the service's name. */
export function bookingServiceFor(slug: string, name: string): string {
  return BOOKING_SERVICE[slug] ?? name;
}
