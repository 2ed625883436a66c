import { readFile } from "node:fs/promises";

import type { Kysely } from "kysely";

import { ConfigError, loadConfig } from "../platform/config";
import { connectDatabase, sqliteFileIn } from "../platform/db/connect";
import { migrateToLatest } from "../platform/db/migrate";
import type { Database } from "../platform/db/schema";
import { exportListings, importListings, storedPracticeIds, checkListingsFile, describeProblem } from "../listings";

const USAGE = `Usage: npm run listings -- <command>
  export          print every listing (any status) as JSON: npm run listings -- export > listings.json
  import <file>   create or update listings by id from such a file; checks every record first and
                  changes nothing when any is invalid (exit code 1). Format: docs/listings-format.md`;

const MAX_PROBLEMS_SHOWN = 200;
const count = (n: number) => n.toLocaleString("en-NZ");

async function importFile(db: Kysely<Database>, path: string): Promise<number> {
  let input: unknown;
  try {
    input = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    console.error(`Cannot read ${path}: ${(error as Error).message}`);
    return 1;
  }
  const started = Date.now();
  const checked = checkListingsFile(input, await storedPracticeIds(db), (done, total) => {
    if (total >= 1000) console.error(`Checked ${count(done)} of ${count(total)} records`);
  });
  if (!checked.ok) {
    for (const problem of checked.problems.slice(0, MAX_PROBLEMS_SHOWN)) console.error(describeProblem(problem));
    const more = checked.problems.length - MAX_PROBLEMS_SHOWN;
    if (more > 0) console.error(`…and ${count(more)} more.`);
    console.error(
      `${count(checked.problems.length)} problem${checked.problems.length === 1 ? "" : "s"}: nothing was imported.`,
    );
    return 1;
  }
  const counts = await importListings(db, checked.file, "cli", (array, written) =>
    console.error(`Wrote ${count(written)} ${array}`),
  );
  for (const [array, c] of Object.entries(counts)) {
    console.error(
      `${array}: ${count(c.created)} created, ${count(c.updated)} updated, ${count(c.unchanged)} unchanged`,
    );
  }
  console.error(`Imported in ${((Date.now() - started) / 1000).toFixed(1)} s; every page shows it within seconds.`);
  return 0;
}

async function run(db: Kysely<Database>, args: string[]): Promise<number> {
  const [command, path] = args;
  if (command === "export" && !path) {
    const file = await exportListings(db);
    // Through the stream's callback: a large file is flushed before the process exits.
    await new Promise<void>((resolve, reject) =>
      process.stdout.write(`${JSON.stringify(file, null, 2)}\n`, (error) => (error ? reject(error) : resolve())),
    );
    return 0;
  }
  if (command === "import" && path) return importFile(db, path);
  console.error(USAGE);
  return 2;
}

// `… export | head`: the reader left; that is not an error worth a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(0);
});

async function main() {
  const config = loadConfig();
  const handle = connectDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: sqliteFileIn(config.DATA_DIR) });
  try {
    await migrateToLatest(handle.db as Kysely<unknown>);
    process.exitCode = await run(handle.db, process.argv.slice(2));
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
