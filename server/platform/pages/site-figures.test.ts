import { describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../../tests/server/databases";
import { bookThroughForm, postForm } from "../../../tests/server/form-posts";
import { pageText } from "../../../tests/server/page-text";
import { startApp, startedForTests } from "../../../tests/server/started-app";
import { testConfig } from "../config";
import { VALID } from "../../../tests/server/form-fixtures";

// What the partner page says about the site's own activity (issue 35 item 9): the booking requests
// it received in the last 30 days, counted from the stored submissions, on both databases.

const DAY_MS = 86_400_000;

describe.each(TEST_DATABASES)("the partner page's booking figure on $name", (kind) => {
  const started = startedForTests(() => startApp(kind, testConfig()));

  it("counts the booking requests of the last 30 days, leaving out older ones, spam and messages", async () => {
    const { app } = started;
    const booked = [];
    for (const name of ["Aroha", "Tama", "Mere", "Hemi"]) {
      booked.push(await bookThroughForm(app, { ...VALID.booking!, firstName: name, email: `${name}@example.co.nz` }));
    }
    const [, , old, spam] = booked;
    await app.db
      .updateTable("submissions")
      .set({ received_at: new Date(Date.now() - 31 * DAY_MS).toISOString() })
      .where("id", "=", old!.id)
      .execute();
    await app.db.updateTable("submissions").set({ spam: 1 }).where("id", "=", spam!.id).execute();
    expect((await postForm(app, "contact", VALID.contact!)).statusCode).toBe(201);

    const page = (await app.inject({ method: "GET", url: "/partner-with-us" })).body;
    const figure = />booking requests in the last 30 days<\/dt><dd[^>]*>([^<]*)<\/dd>/.exec(page)?.[1];
    expect(figure).toBe("2");
    expect(pageText(page)).toContain("Booking requests: those sent through our booking form, spam left out.");
    expect(pageText(page)).not.toContain("5,000+");
  });
});
