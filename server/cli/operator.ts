import { createInterface } from "node:readline";
import { Writable } from "node:stream";

import { type Kysely } from "kysely";

import { ConfigError, loadConfig } from "../platform/config";
import { connectDatabase, sqliteFileIn } from "../platform/db/connect";
import { migrateToLatest } from "../platform/db/migrate";
import type { Database } from "../platform/db/schema";
import { audit } from "../platform/audit/audit";
import { addOperator, listOperators, removeOperator } from "../platform/operators/operators";
import { generatePassword } from "../platform/operators/passwords";
import { purgeExpired } from "../booking";
import { RETENTION } from "../../rules/retention";
import "../features";

const USAGE = `Usage: npm run operator -- <command>
  add <email>      create an operator; prompts for a password (empty: one is generated and shown once).
                   Non-interactive: set OPERATOR_PASSWORD in the environment.
  remove <email>   delete an operator and end their sessions
  list             list operators
  purge            delete finished submissions older than the retention period now`;

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<{ password: string; generated: boolean }> {
  const fromEnv = process.env.OPERATOR_PASSWORD;
  if (fromEnv) return { password: fromEnv, generated: false };
  if (!process.stdin.isTTY) return { password: generatePassword(), generated: true };
  const typed = await promptHidden("Password (at least 12 characters; leave empty to generate one): ");
  if (!typed) return { password: generatePassword(), generated: true };
  const again = await promptHidden("Repeat the password: ");
  if (again !== typed) throw new Error("The passwords did not match.");
  return { password: typed, generated: false };
}

async function run(database: Kysely<Database>, retentionMonths: number, args: string[]): Promise<number> {
  const [command, email] = args;
  switch (command) {
    case "add": {
      if (!email) break;
      const { password, generated } = await readPassword();
      await addOperator(database, email, password);
      console.log(`Operator ${email.trim().toLowerCase()} added.`);
      if (generated) console.log(`Generated password (shown once): ${password}`);
      return 0;
    }
    case "remove": {
      if (!email) break;
      const removed = await removeOperator(database, email);
      console.log(removed ? `Operator ${email} removed.` : `No operator with the e-mail ${email}.`);
      return removed ? 0 : 1;
    }
    case "list": {
      const operators = await listOperators(database);
      if (operators.length === 0) console.log("No operators yet. Add one with: npm run operator -- add <email>");
      for (const o of operators) {
        const locked =
          o.locked_until && o.locked_until > new Date().toISOString() ? `  locked until ${o.locked_until}` : "";
        console.log(`${o.email}  added ${o.created_at}${locked}`);
      }
      return 0;
    }
    case "purge": {
      const deleted = await purgeExpired(database, retentionMonths);
      await audit(database, { actor: "cli", action: "purge", details: { deleted, retentionMonths } });
      console.log(`Purged ${deleted} submission${deleted === 1 ? "" : "s"} older than ${retentionMonths} months.`);
      return 0;
    }
  }
  console.error(USAGE);
  return 2;
}

async function main() {
  const config = loadConfig();
  const handle = connectDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: sqliteFileIn(config.DATA_DIR) });
  try {
    await migrateToLatest(handle.db as Kysely<unknown>);
    process.exitCode = await run(handle.db, RETENTION.months, process.argv.slice(2));
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
