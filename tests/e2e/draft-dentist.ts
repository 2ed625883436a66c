import type { APIRequestContext } from "@playwright/test";

import { TEST_PRACTICE_DETAILS } from "../support/test-practice";
import { expect } from "./fixtures";
import { operatorCsrf } from "./operator";

/**
 * A draft dentist of the test's own in Greymouth, made through the admin API by the signed-in
 * operator: drafts stay off the public pages, whose counts other specs check.
 */
export async function createDraftDentist(
  request: APIRequestContext,
  {
    id,
    name,
    practice,
    registrationNumber,
  }: { id: string; name: string; practice: string; registrationNumber: string },
) {
  const response = await request.post("/admin/api/listings", {
    headers: { "x-csrf-token": await operatorCsrf(request) },
    data: {
      kind: "dentist",
      id,
      status: "draft",
      checkedOn: "2026-11-20",
      source: "End-to-end test",
      practiceId: `${id}-practice`,
      practice,
      citySlug: "greymouth",
      address: "1 Mawhera Quay, Greymouth 7805",
      lat: -42.45,
      lng: 171.21,
      phone: "(03) 768 0101",
      ...TEST_PRACTICE_DETAILS,
      name,
      registrationNumber,
      services: ["General Dentistry"],
      priceTier: "$$",
      priceRange: "$100 – $200 per visit",
      emergency: false,
      description: "A practice made for a test.",
      specialties: [],
      experience: "10 years",
      funding: { acc: true, workAndIncome: false, under18: false, southernCross: false, nibFirstChoice: false },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}
