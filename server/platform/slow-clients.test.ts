import { connect, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { buildApp } from "../app";
import { testConfig } from "./config";
import { encode, VALID } from "../../tests/server/form-fixtures";

/** Shortened from the production defaults (120 s and 60 s) so the test takes seconds. */
const REQUEST_TIMEOUT_MS = 2_000;
const CONNECTION_TIMEOUT_MS = 1_000;
/** Longest a cut-off may take: the request timeout plus Node's check interval and some slack. */
const CUT_OFF_WITHIN_MS = REQUEST_TIMEOUT_MS + 1_500;

const BODY = encode("newsletter", VALID.newsletter!);
const HEAD = [
  "POST / HTTP/1.1",
  "Host: 127.0.0.1",
  "Content-Type: application/x-www-form-urlencoded",
  "Accept: application/json",
  `Content-Length: ${Buffer.byteLength(BODY)}`,
  "",
  "",
].join("\r\n");

interface Client {
  socket: Socket;
  /** Everything the server sent. */
  received: () => string;
  /** Resolves with the milliseconds since the connection opened when the server closes it. */
  closed: Promise<number>;
}

function open(port: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect({ port, host: "127.0.0.1" });
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    const closed = new Promise<number>((done) => socket.on("close", () => done(Date.now() - started)));
    socket.on("error", () => {}); // a reset by the server is a close like any other here
    socket.once("connect", () => resolve({ socket, received: () => received, closed }));
    socket.once("error", reject);
  });
}

/** Writes `text` a few bytes at a time, `gapMs` apart, until it is sent or the socket closes. */
async function trickle(client: Client, text: string, gapMs: number, bytesPerWrite = 1) {
  for (let at = 0; at < text.length && !client.socket.destroyed; at += bytesPerWrite) {
    client.socket.write(text.slice(at, at + bytesPerWrite));
    await sleep(gapMs); // the gap is the test: a slow client, not a wait for anything
  }
}

/** How long the server took to close the connection, or Infinity if it was still open after `ms`. */
const closedWithin = (client: Client, ms: number) =>
  Promise.race([client.closed, sleep(ms).then(() => Number.POSITIVE_INFINITY)]);

describe.each(TEST_DATABASES)("slow clients on $name", (kind) => {
  let app: FastifyInstance;
  let port: number;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const database = await kind.open({ seeded: true });
    cleanup = database.cleanup;
    app = await buildApp(testConfig({ FORM_RATE_LIMIT: 1000, REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS }), {
      database,
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(async () => {
    app.server.closeAllConnections();
    await app.close();
    await cleanup();
  });

  it("cuts off clients that stop mid-body, trickle a body or headers, or send nothing, and frees their connections", async () => {
    const halfBody = await Promise.all(Array.from({ length: 20 }, () => open(port)));
    const tricklingBody = await Promise.all(Array.from({ length: 5 }, () => open(port)));
    const tricklingHead = await Promise.all(Array.from({ length: 5 }, () => open(port)));
    const silent = await Promise.all(Array.from({ length: 5 }, () => open(port)));

    for (const client of halfBody) client.socket.write(HEAD + BODY.slice(0, BODY.length / 2));
    // One byte every 300 ms: never idle long enough for the idle timeout, never done in time either.
    for (const client of tricklingBody) {
      client.socket.write(HEAD);
      void trickle(client, BODY.repeat(4), 300);
    }
    for (const client of tricklingHead) void trickle(client, `${HEAD}${BODY}`, 300);

    const everyone = [...halfBody, ...tricklingBody, ...tricklingHead, ...silent];
    const closedAfter = await Promise.all(everyone.map((client) => closedWithin(client, CUT_OFF_WITHIN_MS)));
    for (const client of everyone) client.socket.destroy();

    expect(closedAfter.filter((ms) => ms === Number.POSITIVE_INFINITY)).toEqual([]);
    // Whatever the server said on the way out was a timeout, never an accepted submission.
    for (const client of everyone) expect(client.received()).not.toMatch(/^HTTP\/1\.1 2/);
    expect(tricklingBody.map((client) => client.received().split("\r\n")[0])).toEqual(
      Array(5).fill("HTTP/1.1 408 Request Timeout"),
    );
    const connections = await new Promise<number>((done) => app.server.getConnections((_error, count) => done(count)));
    expect(connections).toBe(0);
  });

  it("serves a slow but steady client that finishes within the budget", async () => {
    const client = await open(port);
    client.socket.write(HEAD);
    // The whole body over about 1.2 s: each pause under the idle timeout, the total under the request timeout.
    await trickle(client, BODY, 200, Math.ceil(BODY.length / 6));
    for (let waited = 0; !client.received().includes("\r\n\r\n") && waited < 3_000; waited += 50) await sleep(50);
    client.socket.destroy();
    expect(client.received().split("\r\n")[0]).toBe("HTTP/1.1 201 Created");
  });
});
