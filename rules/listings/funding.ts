import type { Dentist } from "./types";

/** Anything that can be filtered by how it is paid for. */
type Funded = Pick<Dentist, "funding" | "acceptingNewPatients">;

/**
 * The ways of paying for care a patient can filter on, with the URL parameter each uses
 * (`/directory?acc=1&under18=1`). `badge` is the short text shown on cards and profiles.
 */
export const PAYMENT_FILTERS = [
  {
    param: "acc",
    badge: "ACC",
    label: "ACC registered",
    help: "Treats accidental dental injuries with ACC cover",
    test: (d: Funded) => d.funding.acc,
  },
  {
    param: "winz",
    badge: "Work and Income quotes",
    label: "Work and Income quotes",
    help: "Gives quotes Work and Income accepts for emergency dental grants",
    test: (d: Funded) => d.funding.workAndIncome,
  },
  {
    param: "under18",
    badge: "Free under-18 care",
    label: "Free care for under-18s",
    help: "Publicly funded dental care for teenagers up to their 18th birthday",
    test: (d: Funded) => d.funding.under18,
  },
  {
    param: "southern-cross",
    badge: "Southern Cross",
    label: "Southern Cross Affiliated Provider",
    help: "Southern Cross members can claim at the counter",
    test: (d: Funded) => d.funding.southernCross,
  },
  {
    param: "nib",
    badge: "nib First Choice",
    label: "nib First Choice",
    help: "nib members get set prices and claim at the counter",
    test: (d: Funded) => d.funding.nibFirstChoice,
  },
  {
    param: "new-patients",
    badge: "New patients welcome",
    label: "Accepting new patients",
    help: "Taking on new patients now",
    test: (d: Funded) => d.acceptingNewPatients,
  },
] as const;

export type PaymentFilterParam = (typeof PAYMENT_FILTERS)[number]["param"];

/** The payment filters a URL's query turns on (`?acc=1`). */
export function activePaymentFilters(params: URLSearchParams): PaymentFilterParam[] {
  return PAYMENT_FILTERS.filter((f) => params.get(f.param) === "1").map((f) => f.param);
}

/** True when the dentist meets every chosen payment filter. */
export function meetsPaymentFilters(dentist: Funded, chosen: readonly PaymentFilterParam[]): boolean {
  return PAYMENT_FILTERS.every((f) => !chosen.includes(f.param) || f.test(dentist));
}

/** The ways to pay a dentist offers, as the short badges cards and profiles show. */
export function paymentBadges(dentist: Funded): { param: PaymentFilterParam; badge: string; label: string }[] {
  return PAYMENT_FILTERS.filter((f) => f.test(dentist)).map(({ param, badge, label }) => ({ param, badge, label }));
}
