import { once } from "node:events";
import { parseArgs } from "node:util";

import { ConfigError, loadConfig } from "../config";
import { connectDatabase, sqliteFileIn } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import type { FormName } from "../db/tables/submissions";
import { csvExport, jsonExport } from "../submissions/export";
import { submissionsInBatches } from "../submissions/repository";

const USAGE = `Usage: npm run submissions -- export [--form booking|contact|partner|newsletter] [--format csv|json] [--include-spam]`;
const FORMS: FormName[] = ["booking", "contact", "partner", "newsletter"];

/** Prints stored submissions (until the operator inbox exists), from the same database the server uses. */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      form: { type: "string" },
      format: { type: "string", default: "csv" },
      "include-spam": { type: "boolean", default: false },
    },
  });
  const form = values.form as FormName | undefined;
  if (positionals[0] !== "export" || (form && !FORMS.includes(form)) || !["csv", "json"].includes(values.format)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const { db } = connectDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: sqliteFileIn(config.DATA_DIR) });
  try {
    await migrateToLatest(db as never);
    // Written as the rows come, a batch at a time; in one snapshot (a read transaction), so the
    // CSV's two passes (field names, then records) see the same rows.
    await db
      .transaction()
      .setIsolationLevel("repeatable read")
      .execute(async (trx) => {
        const rows = () => submissionsInBatches(trx, { form, includeSpam: values["include-spam"] });
        const output = values.format === "json" ? jsonExport(rows()) : csvExport(rows);
        for await (const chunk of output) {
          if (!process.stdout.write(chunk)) await once(process.stdout, "drain");
        }
      });
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  });
