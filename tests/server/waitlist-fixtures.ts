import { inDays } from "./nz-days";

/** The profile's waitlist form as Mere Tane fills it in for any time at the practice within 60 days; `more` over it. */
export const waitlistJoinFields = (email: string, more: Record<string, string> = {}) => ({
  firstName: "Mere",
  lastName: "Tane",
  email,
  phone: "021 123 4567",
  service: "General Checkup",
  scope: "practice",
  until: inDays(60),
  ...more,
});
