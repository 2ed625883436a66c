import type { Dentist } from "./types";

/** Anything that can be filtered by how it is paid for. */
export type Funded = Pick<Dentist, "funding">;

/**
 * The ways of paying for care a patient can filter on, with the URL parameter each uses
 * (`/directory?acc=1&under18=1`). `badge` is the short text shown on cards and profiles. The last,
 * "new-patients", is `dated` and has no `test`: it holds on a New Zealand date only (a yes confirmed
 * within 30 days, `takingNow` in rules/listings/new-patients.ts), which meetsPaymentFilters
 * (payment-match.ts) and the search index judge per query; it is no badge (cards say it with its date). Its rule stays out of
 * this list so that every listing page's chunk, which draws the badges, does not carry it.
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
    badge: "Taking new adult patients",
    label: "Taking new adult patients",
    help: "Said so in the last 30 days",
    dated: true,
  },
] as const;

export type PaymentFilterParam = (typeof PAYMENT_FILTERS)[number]["param"];

/** The payment filters a URL's query turns on (`?acc=1`). */
export function activePaymentFilters(params: URLSearchParams): PaymentFilterParam[] {
  return PAYMENT_FILTERS.filter((f) => params.get(f.param) === "1").map((f) => f.param);
}

/** The ways to pay a dentist offers, as the short badges cards and profiles show (no dated one). */
export function paymentBadges(dentist: Funded): { param: PaymentFilterParam; badge: string; label: string }[] {
  return PAYMENT_FILTERS.filter((f) => "test" in f && f.test(dentist)).map(({ param, badge, label }) => ({
    param,
    badge,
    label,
  }));
}
