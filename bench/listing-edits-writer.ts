// The import side of bench/listing-edits.ts, in its own process as `npm run listings -- import` is:
// opens the benchmark's SQLite file and, for each line "import" on stdin, imports a file of
// EDITS_IMPORT_SIZE of the fictional dentists (and their practices) with their review counts and
// one practice's phone changed, answering "imported <ms>" on stdout. Not run on its own.
import { createInterface } from "node:readline";

import { connectDatabase } from "../server/platform/db/connect";
import { fictionalListings } from "../tests/support/fictional-listings";
import { importListings } from "../server/listings/import-export";

const [sqliteFile, countText, sizeText] = process.argv.slice(2);
const count = Number(countText);
const size = Number(sizeText);
const file = fictionalListings(count);
const { db } = connectDatabase({ sqliteFile: sqliteFile! });
let round = 0;

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() !== "import") continue;
  round++;
  const started = performance.now();
  const dentists = Array.from({ length: size }, (_, i) => file.dentists[(round * size + i * 97) % count]!).map((d) => ({
    ...d,
    experience: `${10 + (round % 30)} years`,
  }));
  const practiceIds = new Set(dentists.map((d) => d.practiceId));
  const practices = file.practices
    .filter((p) => practiceIds.has(p.id))
    .map((p, i) =>
      i === 0 ? { ...p, phone: `${p.phone.slice(0, -4)}${String(round % 10_000).padStart(4, "0")}` } : p,
    );
  await importListings(db, { ...file, practices, dentists, surgeons: [], emergencyClinics: [] }, "bench");
  process.stdout.write(`imported ${(performance.now() - started).toFixed(1)}\n`);
}
await db.destroy();
