import { nzToday } from "../../forms";

/** Valid submissions of every form, and the url-encoding a browser sends, for server tests. */
const inTwoDays = nzToday(new Date(Date.now() + 2 * 86_400_000));

export const VALID: Record<string, Record<string, string | string[]>> = {
  booking: {
    firstName: "Aroha",
    lastName: "Ngata",
    email: "Aroha@Example.co.nz",
    phone: "021 123 4567",
    service: "Root Canal",
    location: "nelson",
    preferredDate: inTwoDays,
    preferredTime: "9:30 AM",
    urgency: "urgent",
    insurance: "Southern Cross",
    dentistPreference: "Dr Sam Lee",
    listing: "",
    message: "Sharp pain on the lower left.",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "spring",
    page_url: "https://www.nzdentaldirectory.co.nz/book",
    "bot-field": "",
  },
  contact: {
    name: "Mere Smith",
    email: "mere@example.co.nz",
    subject: "Changing a booking",
    category: "booking",
    message: "Can I move my appointment?",
    listing: "",
    utm_source: "",
    utm_medium: "",
    utm_campaign: "",
    page_url: "https://www.nzdentaldirectory.co.nz/contact",
    "bot-field": "",
  },
  partner: {
    practiceName: "Harbour Dental",
    contactName: "Dr Lee",
    email: "lee@harbour.co.nz",
    phone: "(09) 555 0123",
    address: "1 Queen Street, Auckland",
    registrationNumber: "12345",
    city: "auckland",
    website: "https://harbour.co.nz",
    practiceType: "Orthodontics",
    services: ["Teeth Cleaning", "Dental Implants"],
    experience: "11-15",
    currentPatients: "1000-2000",
    message: "We would like to join.",
    utm_source: "",
    utm_medium: "",
    utm_campaign: "",
    page_url: "https://www.nzdentaldirectory.co.nz/partner-with-us",
    "bot-field": "",
  },
  newsletter: {
    email: "reader@example.co.nz",
    utm_source: "",
    utm_medium: "",
    utm_campaign: "",
    page_url: "https://www.nzdentaldirectory.co.nz/blog",
    "bot-field": "",
  },
};

export function encode(form: string, fields: Record<string, string | string[]>): string {
  const params = new URLSearchParams({ "form-name": form });
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  return params.toString();
}
