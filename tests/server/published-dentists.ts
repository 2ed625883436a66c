import type { FastifyInstance } from "fastify";

import type { Dentist } from "../../rules/listings/types";
import { bumpListingsVersion } from "../../server/listings/listings-version";
import { upsertRows } from "../../server/listings/row-writes";
import { dentistToRow, practiceToRow } from "../../server/listings/rows";

/**
 * Makes these the only published dentists: the sample the server loaded on its first start goes
 * to draft, these are written in one transaction (as an import does), and the snapshot reloads.
 */
export async function publishOnly(app: FastifyInstance, dentists: readonly Dentist[]) {
  const now = new Date().toISOString();
  await app.db.transaction().execute(async (trx) => {
    await trx.updateTable("dentists").set({ status: "draft" }).execute();
    const practices = dentists.map((d) =>
      practiceToRow({
        ...{ id: d.practiceId, name: d.practice, citySlug: d.citySlug, address: d.address, lat: d.lat, lng: d.lng },
        ...{ phone: d.phone, email: d.email, website: d.website, bookingEmail: d.bookingEmail },
        ...{ openingHours: d.openingHours, languages: d.languages, access: d.access, newPatients: d.newPatients },
      }),
    );
    await upsertRows(trx, "practices", practices, now);
    await upsertRows(
      trx,
      "dentists",
      dentists.map((d) => dentistToRow(d)),
      now,
    );
    await bumpListingsVersion(trx);
  });
  await app.listingsSnapshot.refresh();
}
