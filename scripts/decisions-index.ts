// Writes docs/decisions/README.md, the index of the decisions, from the header lines at the top of
// each docs/decisions/Dnnnn-slug.md: "# D17: title", "Area: …" and, where a later decision
// replaced or changed it, "Status: replaced by [D123](…); changed by [D124](…)".
//
//   node --import tsx scripts/decisions-index.ts           writes README.md
//   node --import tsx scripts/decisions-index.ts --check   exits 1 when README.md is not what it would write
//
// tests/unit/decisions-index.test.ts runs the check in-process, so a stale index fails `npm test`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const DECISIONS_DIR = fileURLToPath(new URL("../docs/decisions/", import.meta.url));
const INDEX_FILE = "README.md";

/** The areas in the order the index lists them; an area not named here is listed after them. */
const AREAS = [
  "Booking and the request loop",
  "Directory, search and compare",
  "Listings",
  "Reviews",
  "Waitlist",
  "Practice accounts",
  "Operator inbox and operators",
  "Forms and the form service",
  "Outbox and e-mail",
  "Pages and the app",
  "Security and privacy",
  "Platform and database",
  "Performance",
  "Code structure",
  "Tests and CI",
];

const HOW_TO_ADD = `# Decisions

One file per decision: what we chose, and why. Each is numbered (**Dn**, never reused) and keeps
its text as written, so it is history; a decision a later one replaces or changes says so in its
header, and the later one links back.

## Adding a decision

1. Take the next number: one more than the highest here (\`ls docs/decisions | tail -2\`).
2. Name the file \`D0733-a-few-words-of-the-title.md\`: the number zero-padded to four digits, then a
   few words of the title, lowercase, joined by hyphens.
3. Start it with these lines, each followed by a blank line, then the decision itself:
   - \`# D733: The title\`
   - \`Area: …\`, one of the areas below (a new one is listed after them)
   - \`Replaces: [D12](D0012-….md)\` or \`Changes: [D12](D0012-….md)\`, when it replaces or changes
     an earlier decision; that decision then gets \`Status: replaced by [D733](D0733-….md)\` (or
     \`changed by\`), both in one line after its \`Area:\` separated by \`; \` when it has both.
   - A correction of an old decision keeps its text and adds a dated line below its header:
     \`Corrected YYYY-MM-DD: what is true now, and the file that shows it.\`
4. Run \`node --import tsx scripts/decisions-index.ts\` to rewrite this index (\`--check\` only
   compares; \`npm test\` fails while the index is stale).
`;

interface Decision {
  number: number;
  file: string;
  title: string;
  area: string;
  replacedBy: number[];
  changedBy: number[];
}

const FILE_NAME = /^D(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;

/** Reads one decision's header lines; throws on a file that lacks them. */
function readDecision(dir: string, file: string): Decision {
  const name = FILE_NAME.exec(file);
  if (!name) throw new Error(`${file}: not named like D0017-a-few-words.md`);
  const number = Number(name[1]);
  const lines = readFileSync(join(dir, file), "utf8").split("\n");
  const heading = /^# D(\d+): (.+)$/.exec(lines[0] ?? "");
  if (!heading || Number(heading[1]) !== number)
    throw new Error(`${file}: the first line is not "# D${number}: title"`);
  const header = lines.slice(1, 12);
  const area = header.find((line) => line.startsWith("Area: "))?.slice("Area: ".length);
  if (!area) throw new Error(`${file}: no "Area: " line below the title`);
  const status = header.find((line) => line.startsWith("Status: "))?.slice("Status: ".length) ?? "";
  const replacedBy: number[] = [];
  const changedBy: number[] = [];
  for (const part of status ? status.split("; ") : []) {
    const into = part.startsWith("replaced by ") ? replacedBy : part.startsWith("changed by ") ? changedBy : null;
    if (!into) throw new Error(`${file}: a status part "${part}" is neither "replaced by" nor "changed by"`);
    for (const link of part.matchAll(/\[D(\d+)\]\((D\d{4}-[^)]+\.md)\)/g)) {
      if (!existsSync(join(dir, link[2]!)))
        throw new Error(`${file}: its status links to ${link[2]}, which is missing`);
      into.push(Number(link[1]));
    }
  }
  return { number, file, title: heading[2]!, area, replacedBy, changedBy };
}

function readDecisions(dir = DECISIONS_DIR): Decision[] {
  return readdirSync(dir)
    .filter((file) => file !== INDEX_FILE && file.endsWith(".md"))
    .map((file) => readDecision(dir, file))
    .sort((a, b) => a.number - b.number);
}

const numbers = (list: number[]) => list.map((n) => `D${n}`).join(", ");

/** The text README.md should hold: how to add a decision, then the decisions by area. */
export function decisionsIndex(dir = DECISIONS_DIR): string {
  const decisions = readDecisions(dir);
  const areas = [...new Set(decisions.map((d) => d.area))].sort((a, b) => {
    const rank = (area: string) => (AREAS.includes(area) ? AREAS.indexOf(area) : AREAS.length);
    return rank(a) - rank(b) || a.localeCompare(b);
  });
  const sections = areas.map((area) => {
    const inArea = decisions.filter((d) => d.area === area);
    const lines = inArea.map((d) => {
      const notes = [
        d.replacedBy.length ? `replaced by ${numbers(d.replacedBy)}` : "",
        d.changedBy.length ? `changed by ${numbers(d.changedBy)}` : "",
      ].filter(Boolean);
      return `- [D${d.number}](${d.file}) ${d.title}${notes.length ? ` (${notes.join("; ")})` : ""}`;
    });
    return `### ${area} (${inArea.length})\n\n${lines.join("\n")}\n`;
  });
  return [HOW_TO_ADD, `## The decisions by area (${decisions.length})\n`, ...sections].join("\n");
}

function main(args: string[]) {
  const path = join(DECISIONS_DIR, INDEX_FILE);
  const expected = decisionsIndex();
  if (args.includes("--check")) {
    const actual = existsSync(path) ? readFileSync(path, "utf8") : "";
    if (actual !== expected) {
      console.error(`${path} is stale: run node --import tsx scripts/decisions-index.ts`);
      process.exit(1);
    }
    console.log(`${path} is up to date`);
    return;
  }
  writeFileSync(path, expected);
  console.log(`${path}: ${readDecisions().length} decisions`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
