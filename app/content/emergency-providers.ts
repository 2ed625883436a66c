import type { EmergencyProvider } from "./types";

/**
 * After-hours emergency dental clinics (fictional), one in each of the three main centres.
 * Coordinates are those of the street address, close to each city centre.
 */
export const EMERGENCY_PROVIDERS: readonly EmergencyProvider[] = [
  {
    id: "queen-city-urgent-dental-auckland",
    name: "Queen City Urgent Dental",
    citySlug: "auckland",
    address: "88 Albert Street, Auckland Central, Auckland 1010",
    phone: "(09) 555 0300",
    hours: "Open 24/7",
    services: ["Severe toothache", "Knocked-out teeth", "Broken teeth", "Facial swelling"],
    waitTime: "Under 30 minutes",
    lat: -36.8478,
    lng: 174.762,
  },
  {
    id: "capital-after-hours-dental-wellington",
    name: "Capital After-Hours Dental",
    citySlug: "wellington",
    address: "52 Willis Street, Wellington Central, Wellington 6011",
    phone: "(04) 555 0300",
    hours: "7am–11pm, 7 days",
    services: ["Severe toothache", "Broken teeth", "Lost fillings and crowns", "Dental injuries"],
    waitTime: "Under 45 minutes",
    lat: -41.287,
    lng: 174.7747,
  },
  {
    id: "otautahi-urgent-dental-care-christchurch",
    name: "Ōtautahi Urgent Dental Care",
    citySlug: "christchurch",
    address: "96 Manchester Street, Christchurch Central, Christchurch 8011",
    phone: "(03) 555 0300",
    hours: "7am–10pm, 7 days",
    services: ["Severe toothache", "Knocked-out teeth", "Facial swelling", "Wisdom tooth pain"],
    waitTime: "Under 1 hour",
    lat: -43.5335,
    lng: 172.639,
  },
];
