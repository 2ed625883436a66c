import { randomBytes } from "node:crypto";

import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

import { testConfig } from "../../server/platform/config";
import { encode, VALID } from "./form-fixtures";
import { openedEmail } from "./email-jobs";

/** What a fetch from our own pages sends with a change to a booking (its withdrawal). */
export const SAME_ORIGIN = { origin: "http://localhost:80", host: "localhost:80" };

/** A sample listing with a booking address: a booking naming it goes to the practice with a link. */
const PRIYA = "tinakori-smile-studio-wellington";

/**
 * A patient books naming a listing, so the booking goes to its practice with a private link: the
 * reference, the patient's status-link token, the practice's link token (read from its e-mail
 * job, opened), and markers (a first name, an e-mail, a message) unique to this booking.
 */
export async function bookWithPracticeLink(app: FastifyInstance) {
  const run = randomBytes(4).toString("hex");
  const person = { firstName: `zqfirst${run}`, email: `zqmail${run}@example.test`, message: `zqmessage${run}` };
  const response = await app.inject({
    method: "POST",
    url: "/",
    payload: encode("booking", { ...VALID.booking!, ...person, listing: `dentist/${PRIYA}` }),
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
  });
  expect(response.statusCode).toBe(201);
  const { reference, statusToken } = response.json<{ reference: string; statusToken: string }>();
  const jobs = await app.db.selectFrom("jobs").select("payload").where("kind", "=", "email").execute();
  const practiceToken = jobs
    // Stored sealed (D504): opened with the test configuration's key, as the worker opens it.
    .map((job) => openedEmail(job.payload, testConfig()) as { reference?: string; linkToken?: string })
    .find((spec) => spec.reference === reference && spec.linkToken)?.linkToken;
  expect(practiceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { reference, statusToken, practiceToken: practiceToken!, markers: Object.values(person) };
}
