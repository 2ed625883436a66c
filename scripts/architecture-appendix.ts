// docs/architecture-appendix.md, made from the code: which folder owns each table, which job kinds
// and e-mails each registers, and each route's folder. `node --import tsx scripts/architecture-appendix.ts`
// writes it; with --check it exits 1 when the file is not what it would write (the test
// tests/unit/architecture-appendix.test.ts does the same in npm test, so the appendix cannot drift).
import "../server/platform/node-env";

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import { format, resolveConfig } from "prettier";

import { buildApp } from "../server/app";
import { testConfig } from "../server/platform/config";
import { connectDatabase } from "../server/platform/db/connect";
import { FEATURES } from "../server/features";
import type { Feature } from "../server/platform/feature";
import { registeredTemplates } from "../server/platform/outbox/emails";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const APPENDIX = join(ROOT, "docs/architecture-appendix.md");

/** The folder a server file belongs to: server/booking/x.ts → booking; platform's by their part. */
function ownerOf(file: string): string {
  const parts = relative(ROOT, file).split("/");
  if (parts[0] !== "server") return parts[0]!;
  if (parts.length === 2) return "server";
  return parts[1] === "platform" ? `platform/${parts[2]!.replace(/\.ts$/, "")}` : parts[1]!;
}

function sourceFiles(): string[] {
  return (readdirSync(join(ROOT, "server"), { recursive: true }) as string[])
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.includes("migrations/"))
    .map((file) => join(ROOT, "server", file))
    .sort();
}

/** Each `…Tables` interface's tables, by the folder that declares them. */
function tables(files: string[]): [string, string][] {
  const owned: [string, string][] = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/(?:export )?interface \w+Tables \{([\s\S]*?)\n\}/g)) {
      for (const column of match[1]!.matchAll(/^ {2}(\w+):/gm)) owned.push([column[1]!, ownerOf(file)]);
    }
  }
  return owned.sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Each write (insert, update, delete) of a table outside the folder that owns it: none is allowed
 * (a feature changes another's data through its functions). A write naming its table by a value
 * rather than a literal is allowed only in the listings, which own the four listing tables it picks.
 */
export function writesOutsideOwners(): string[] {
  const files = sourceFiles();
  const owners = new Map(tables(files));
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const where = `${relative(ROOT, file)}`;
    for (const m of text.matchAll(/\.(insertInto|updateTable|deleteFrom)\(\s*(?:"(\w+)(?: as \w+)?"|([^)]*))/g)) {
      const [, verb, name, expression] = m;
      if (name === undefined) {
        if (ownerOf(file) !== "listings") found.push(`${where}: ${verb}(${expression}) names its table by a value`);
        continue;
      }
      const owner = owners.get(name);
      if (owner !== ownerOf(file)) found.push(`${where}: ${verb}("${name}"), a table of ${owner ?? "nobody"}`);
    }
  }
  return found;
}

/** The outbox's job kinds, by the feature whose manifest declares each ("email" is the outbox's own). */
function jobKinds(): [string, string][] {
  const kinds: [string, string][] = [["email", "platform/outbox"]];
  for (const feature of FEATURES as readonly Feature[]) {
    for (const job of feature.jobs ?? []) kinds.push([job.kind, feature.name]);
  }
  return kinds.sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Where a feature's manifest and its code disagree on its tables: each table its `…Tables`
 * interfaces declare is in its manifest's `tables`, and no other. None is allowed.
 */
export function manifestTablesAstray(): string[] {
  const declared = tables(sourceFiles());
  const found: string[] = [];
  for (const feature of FEATURES as readonly Feature[]) {
    const own = declared.filter(([, owner]) => owner === feature.name).map(([name]) => name);
    for (const name of own) if (!feature.tables.includes(name as never)) found.push(`${feature.name} omits ${name}`);
    for (const name of feature.tables)
      if (!own.includes(name)) found.push(`${feature.name} names ${name}, not its own`);
  }
  return found;
}

/** The built site's files, as URLs: served by @fastify/static, one route each, not listed. */
function builtFiles(siteDir: string): Set<string> {
  const files = existsSync(siteDir) ? (readdirSync(siteDir, { recursive: true }) as string[]) : [];
  return new Set(files.map((file) => `/${file}`));
}

async function routes(): Promise<[string, string, string][]> {
  const config = testConfig();
  const built = builtFiles(config.SITE_DIR);
  const isBuiltFile = (url: string) =>
    built.has(url) || built.has(`${url}index.html`) || built.has(`${url}/index.html`);
  const dir = mkdtempSync(join(tmpdir(), "nzdd-appendix-"));
  const database = connectDatabase({ sqliteFile: join(dir, "appendix.db") });
  const found: [string, string, string][] = [];
  try {
    const app = await buildApp(testConfig({ DATA_DIR: dir }), {
      database,
      onRoute: (route, feature) => {
        if (isBuiltFile(route.url)) return;
        for (const method of [route.method].flat().filter((m) => m !== "HEAD"))
          found.push([route.url, method, feature]);
      },
    });
    await app.close();
  } finally {
    await database.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
  return found.sort(([a, am], [b, bm]) => a.localeCompare(b) || am.localeCompare(bm));
}

const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");

/** The appendix as it should read now. */
export async function architectureAppendix(): Promise<string> {
  const text = await appendixText();
  // As Prettier writes it, so formatting the docs never makes it stale.
  return format(text, { ...(await resolveConfig(APPENDIX)), parser: "markdown" });
}

async function appendixText(): Promise<string> {
  const files = sourceFiles();
  const emails = registeredTemplates().sort((a, b) => a.template.localeCompare(b.template));
  return [
    "# Architecture appendix (generated)",
    "",
    "Made from the code by `node --import tsx scripts/architecture-appendix.ts`; `npm test` fails when",
    "it is stale. Do not edit it by hand. The picture and the rules: [architecture.md](architecture.md).",
    "",
    "## Tables and their owners",
    "",
    "Each table is declared, and written, by one folder (its `…Tables` interface), and named in its",
    "feature's manifest (`<feature>/feature.ts`).",
    "",
    table(
      ["table", "owner"],
      tables(files).map(([name, owner]) => [`\`${name}\``, owner]),
    ),
    "",
    "## Job kinds",
    "",
    "What the outbox runs, by the feature whose manifest declares each kind with its payload's schema",
    "(a job whose payload does not match fails for good; `app.outbox.handle` takes only declared kinds).",
    "",
    table(
      ["kind", "declared by"],
      jobKinds().map(([kind, owner]) => [`\`${kind}\``, owner]),
    ),
    "",
    "## E-mails",
    "",
    "Every template the outbox's registry holds, by the feature whose manifest adds it (server/features.ts).",
    "",
    table(
      ["template", "feature", "to"],
      emails.map((e) => [`\`${e.template}\``, e.feature, e.toOperators ? "the operators" : "its `to`"]),
    ),
    "",
    "## Routes",
    "",
    "Every route the server answers, as Fastify registers them, by the feature that registers it (HEAD,",
    "and the built site's files that @fastify/static serves one route each, left out).",
    "",
    table(
      ["path", "method", "feature"],
      (await routes()).map(([path, method, feature]) => [`\`${path}\``, method, feature]),
    ),
    "",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const expected = await architectureAppendix();
  if (process.argv.includes("--check")) {
    const current = readFileSync(APPENDIX, "utf8");
    if (current !== expected) {
      console.error("docs/architecture-appendix.md is stale: run node --import tsx scripts/architecture-appendix.ts");
      process.exitCode = 1;
    }
  } else {
    writeFileSync(APPENDIX, expected);
    console.log(`wrote ${relative(ROOT, APPENDIX)}`);
  }
}
