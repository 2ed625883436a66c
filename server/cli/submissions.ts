import { once } from "node:events";
import { parseArgs } from "node:util";

import { ConfigError, loadConfig } from "../platform/config";
import { connectDatabase, sqliteFileIn } from "../platform/db/connect";
import { migrateToLatest } from "../platform/db/migrate";
import { csvExport, jsonExport, exportRows } from "../booking";
import { type FormName, FORMS } from "../../rules/workflows";
import "../features";

const USAGE = `Usage: npm run submissions -- export [--form booking|contact|partner|newsletter] [--format csv|json] [--include-spam]`;

/** Prints stored submissions, oldest first, from the same database the server uses, in the inbox export's columns. */
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
    // Written as the rows come, a batch at a time.
    const rows = exportRows(db, { form, spam: values["include-spam"] ? "any" : false }, "oldest-first");
    const output = values.format === "json" ? jsonExport(rows) : csvExport(rows, form);
    for await (const chunk of output) {
      if (!process.stdout.write(chunk)) await once(process.stdout, "drain");
    }
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
