// Practice sign-in timing (issue 48 item 7): does the answer to "e-mail me a sign-in link" take
// longer for an address that has an account than for one that has none? A difference would tell a
// stranger which addresses are practices' staff. The real server on SQLite; PAIRS pairs of posts,
// one known address and one unknown in turn (which goes first alternates), each timed from the
// client. Prints both medians and in how many pairs the known address was the slower one (about
// half is what no difference looks like). Issue 48's attack: 24.4 ms against 19.5 ms, known slower
// in 19 of 25 pairs.
import { connectDatabase, sqliteFileIn } from "../server/platform/db/connect";
import { startServer } from "../tests/support/server-process";

const PAIRS = Number(process.env.BENCH_PAIRS ?? 200);
/** BENCH_AA=1: the "known" address of each pair has no account either (a control: what noise looks like). */
const CONTROL = Boolean(process.env.BENCH_AA);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function signInTiming(): Promise<void> {
  // No limit per client: every post here comes from one address.
  const server = await startServer({ LOGIN_RATE_LIMIT: "1000000" });
  const database = connectDatabase({ sqliteFile: sqliteFileIn(server.dataDir) });
  try {
    const users = await database.db.selectFrom("practice_users").select("email").limit(PAIRS).execute();
    if (users.length === 0) throw new Error("The sample data made no practice users.");
    const ask = async (email: string) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/practice/sign-in`, {
        method: "POST",
        headers: { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email }).toString(),
      });
      await response.text();
      if (response.status !== 200) throw new Error(`The sign-in form answered ${response.status}.`);
      return performance.now() - started;
    };
    // Warm up both paths (the page's first render, the job's first run).
    await ask(users[0]!.email);
    await ask("warm.up@example.nz");
    const known: number[] = [];
    const unknown: number[] = [];
    let knownSlower = 0;
    for (let i = 0; i < PAIRS; i++) {
      // Each known address a few times at most: past 5 an hour the job re-sends (the same work).
      const member = CONTROL ? users[i % users.length]!.email.replace("@", ".none@") : users[i % users.length]!.email;
      const stranger = `nobody.${i}@example.nz`;
      let k: number;
      let u: number;
      if (i % 2 === 0) {
        k = await ask(member);
        u = await ask(stranger);
      } else {
        u = await ask(stranger);
        k = await ask(member);
      }
      known.push(k);
      unknown.push(u);
      if (k > u) knownSlower++;
    }
    console.log(
      `practice sign-in link, ${PAIRS} pairs: known address median ${median(known).toFixed(1)} ms, ` +
        `unknown ${median(unknown).toFixed(1)} ms; known slower in ${knownSlower} of ${PAIRS} pairs`,
    );
  } finally {
    await database.db.destroy();
    await server.stop("SIGTERM");
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await signInTiming();
