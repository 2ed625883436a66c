import { createServer, type AddressInfo, type Socket } from "node:net";

import { SMTPServer } from "smtp-server";

/** An e-mail as the test SMTP server received it. */
export interface ReceivedEmail {
  to: string[];
  raw: string;
  messageId: string;
  subject: string;
  /** The decoded text/plain and text/html parts. */
  text: string;
  html: string;
}

function decodePart(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
  }
  return body;
}

/** The decoded body of the part with this content type, in a raw MIME message. */
export function part(raw: string, type: string): string {
  const start = raw.search(new RegExp(`^Content-Type: ${type}`, "im"));
  if (start < 0) return "";
  const rest = raw.slice(start);
  const headerEnd = rest.search(/\r?\n\r?\n/);
  const headers = rest.slice(0, headerEnd);
  const body = rest.slice(headerEnd).replace(/^\r?\n\r?\n/, "");
  const end = body.search(/\r?\n--/);
  const encoding = /Content-Transfer-Encoding: *(\S+)/i.exec(headers)?.[1] ?? "7bit";
  return decodePart(end < 0 ? body : body.slice(0, end), encoding).replace(/\r\n/g, "\n");
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: *(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? "";

function parseEmail(to: string[], raw: string): ReceivedEmail {
  return {
    to,
    raw,
    messageId: header(raw, "Message-ID"),
    subject: header(raw, "Subject"),
    text: part(raw, "text/plain"),
    html: part(raw, "text/html"),
  };
}

export interface TestSmtp {
  port: number;
  received: ReceivedEmail[];
  /** Connections open now, and the most open at once so far. */
  connections: { open: number; most: number; total: number };
  /** "accept": takes every message; "refuse": answers 451 (try later) to every message; "reject": 550 (an address that does not exist). */
  mode: "accept" | "refuse" | "reject";
  close(): Promise<void>;
}

/** A real SMTP server on loopback (the smtp-server package) that keeps what it receives. */
export async function startSmtp(mode: TestSmtp["mode"] = "accept"): Promise<TestSmtp> {
  const received: ReceivedEmail[] = [];
  const connections = { open: 0, most: 0, total: 0 };
  const state = { mode };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      connections.open += 1;
      connections.total += 1;
      connections.most = Math.max(connections.most, connections.open);
      callback();
    },
    onClose() {
      connections.open -= 1;
    },
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
      stream.on("end", () => {
        if (state.mode === "refuse") {
          callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
          return;
        }
        if (state.mode === "reject") {
          callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
          return;
        }
        received.push(
          parseEmail(
            session.envelope.rcptTo.map((r) => r.address),
            data,
          ),
        );
        callback();
      });
    },
  });
  // A client that vanishes mid-exchange (a server process killed by a test) is reported as an
  // 'error' event carrying its address; with no listener it would end the test run. It is the
  // client's loss, not the mail server's. Any other error (the server's own) still does.
  server.on("error", (error: Error & { remoteAddress?: string }) => {
    if (!error.remoteAddress) throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    connections,
    get mode() {
      return state.mode;
    },
    set mode(next) {
      state.mode = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A mail server that takes connections and never says a word: counts them. */
export async function startStalledSmtp(): Promise<{
  port: number;
  connections: { open: number; most: number; total: number };
  close(): Promise<void>;
}> {
  const connections = { open: 0, most: 0, total: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    connections.total += 1;
    let counted = false;
    let closed = false;
    // Counted as open once the events that came with it have run: a client that closes one
    // connection and then opens its replacement (a pool at its cap) can have both reach this
    // server in one turn of the event loop, the new one first, and was then seen one over its cap.
    setImmediate(() => {
      if (closed) return;
      counted = true;
      connections.open += 1;
      connections.most = Math.max(connections.most, connections.open);
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      closed = true;
      sockets.delete(socket);
      if (counted) connections.open -= 1;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export async function until(check: () => boolean | Promise<boolean>, ms = 10_000, what = "condition") {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
