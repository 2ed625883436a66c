import type { InjectOptions, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../../tests/server/databases";
import { operatorSession } from "../../../tests/server/operator-session";
import { OPERATOR_EMAIL, OPERATOR_PASSWORD } from "../../../tests/server/signed-in-app";
import { buildApp } from "../../app";
import { testConfig } from "../config";
import { addOperator } from "../operators/operators";
import { loadServerBuild } from "../pages/renderer";

/*
 * Issue 48 item 3: a NUL (or another control character) anywhere a client can put text — a path
 * parameter, the query, a JSON or url-encoded body — is refused at the boundary, on every route the
 * app registers (heard as they are registered, so a new route is swept too), and never answered 5xx
 * (PostgreSQL refuses a NUL in text with an error, SQLite stores it).
 */

/** Names the routes' bodies and queries read (sign-in, decline reasons, notes, searches…). */
const FIELDS = [
  "email",
  "password",
  "reason",
  "note",
  "q",
  "to",
  "text",
  "name",
  "token",
  "message",
  "id",
  "outcome",
  "intent",
  "role",
  "ref",
  "form",
  "status",
  "city",
  "practiceId",
  "listingRef",
];

const BAD_VALUES = { nul: "a\u0000b", bell: "a\u0007b" } as const;

interface SweptRoute {
  method: string;
  url: string;
}

function routesOf(route: RouteOptions): SweptRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.filter((m) => m !== "HEAD" && m !== "OPTIONS").map((method) => ({ method, url: route.url! }));
}

/** The route's path with each parameter (":name", "*") filled with `value`, percent-encoded. */
function pathWith(url: string, value: string): string {
  const encoded = encodeURIComponent(value);
  return url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, encoded).replace(/\*/g, encoded);
}

const hasParams = (url: string) => /[:*]/.test(url);

async function startSweptApp(kind: (typeof TEST_DATABASES)[number]) {
  const routes: SweptRoute[] = [];
  // Loaded before the app starts (then cached), so a busy machine's slow import of the pages
  // cannot trip Fastify's plugin timeout.
  await loadServerBuild(testConfig().SERVER_BUILD_DIR);
  const database = await kind.open();
  await addOperator(database.db, OPERATOR_EMAIL, OPERATOR_PASSWORD);
  const app = await buildApp(testConfig(), {
    database,
    failureDelayMs: 0,
    onRoute: (route) => routes.push(...routesOf(route)),
  });
  await app.ready();
  return {
    app,
    // Signing out last, so the operator's session reaches every other route.
    routes: routes.sort((a, b) => Number(/log-?out|sign-?out/.test(a.url)) - Number(/log-?out|sign-?out/.test(b.url))),
    async close() {
      await app.close();
      await database.cleanup();
    },
  };
}

describe.each(TEST_DATABASES)("control characters at the boundary of every route, on $name", (kind) => {
  let started: Awaited<ReturnType<typeof startSweptApp>>;
  beforeAll(async () => {
    started = await startSweptApp(kind);
  }, 60_000);
  afterAll(() => started.close());

  /** Each client address once, so no route's rate limit answers in place of the route. */
  let clients = 0;
  const nextClient = () => {
    clients++;
    return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  };

  /** Each request the sweep sends a route, with a label saying where the bad character was. */
  function requestsFor(
    route: SweptRoute,
    bad: string,
    operator: Record<string, string>,
  ): { where: string; request: InjectOptions }[] {
    const headers = { ...operator, "sec-fetch-site": "same-origin" };
    const plainPath = pathWith(route.url, "x");
    const method = route.method as InjectOptions["method"];
    const requests: { where: string; request: InjectOptions }[] = [];
    if (hasParams(route.url)) {
      requests.push({ where: "path", request: { method, url: pathWith(route.url, bad), headers } });
    }
    const query = new URLSearchParams(FIELDS.map((f) => [f, bad])).toString();
    requests.push({ where: "query", request: { method, url: `${plainPath}?${query}`, headers } });
    if (method !== "GET") {
      const fields = Object.fromEntries(FIELDS.map((f) => [f, bad]));
      requests.push({ where: "json body", request: { method, url: plainPath, headers, payload: fields } });
      requests.push({
        where: "form body",
        request: {
          method,
          url: plainPath,
          headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
          payload: new URLSearchParams(fields).toString(),
        },
      });
    }
    return requests;
  }

  it("sweeps every route the app registers", () => {
    // The operators' sign-in, the practice's pages and the site's pages are among them.
    const urls = started.routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(["POST /admin/api/login", "GET /practice/*", "GET /*"]));
    expect(urls.length).toBeGreaterThan(100);
  });

  it.each(Object.entries(BAD_VALUES))(
    "refuses %s in a path parameter, the query and the body of every route, never with 5xx",
    async (_name, bad) => {
      // Signed in for each sweep: the last one signed out.
      const operator = await operatorSession(started.app, OPERATOR_EMAIL, OPERATOR_PASSWORD);
      const answers: string[] = [];
      const serverErrors: string[] = [];
      const notRefused: string[] = [];
      for (const route of started.routes) {
        for (const { where, request } of requestsFor(route, bad, operator)) {
          const response = await started.app.inject({ ...request, remoteAddress: nextClient() });
          const line = `${route.method} ${route.url} (${where}): ${response.statusCode}`;
          answers.push(line);
          if (response.statusCode >= 500) serverErrors.push(line);
          // The path and the query are read before any route's own hook: always refused there.
          else if (where !== "json body" && where !== "form body" && response.statusCode !== 400) notRefused.push(line);
        }
      }
      expect(serverErrors).toEqual([]);
      expect(notRefused).toEqual([]);
      expect(answers.length).toBeGreaterThan(200);
    },
    120_000,
  );

  it("names the field and the character in its answer, and keeps tabs and line breaks", async () => {
    const login = await started.app.inject({
      method: "POST",
      url: "/admin/api/login",
      payload: { email: "ops\u0000@example.test", password: "x" },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({
      error: "The request holds a control character, which is not accepted.",
      fields: { email: "Remove the control character (U+0000)." },
    });

    // A page's form, read as it came: every value of a repeated key is checked.
    const repeated = await started.app.inject({
      method: "POST",
      url: "/practice/requests/some-token",
      headers: { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
      payload: "reason=a%00b&reason=fine",
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toMatchObject({ fields: { reason: "Remove the control character (U+0000)." } });

    // A note may hold tabs and line breaks, as typed.
    const note = await started.app.inject({
      method: "POST",
      url: "/admin/api/login",
      payload: { email: "nobody@example.test", password: "line one\r\n\tline two" },
    });
    expect(note.statusCode).toBe(401);
  });
});
