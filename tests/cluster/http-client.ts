import { Agent, request as httpRequest } from "node:http";

/** What a client saw: the answer, or that the connection failed before one came. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One keep-alive agent per client address: a test speaks as many clients by connecting from
 * different loopback addresses (127.0.0.0/8 all reach this machine), which is the address the
 * proxy sees and puts in X-Forwarded-For.
 */
const agents = new Map<string, Agent>();
function agentFor(from: string): Agent {
  let agent = agents.get(from);
  if (!agent) {
    agent = new Agent({ keepAlive: true, localAddress: from, maxSockets: 16 });
    agents.set(from, agent);
  }
  return agent;
}

export function closeClients(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

interface SendOptions {
  from: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** On a connection of its own, closed after the answer, as a visitor's single request is: no agent is kept for `from`. */
  once?: boolean;
}

/** How many requests were sent again after their kept-alive connection closed under them. */
export const resent = { count: 0 };

/**
 * Sends a request as a browser does, from the client address `from`. A request whose kept-alive
 * connection turns out to have been closed by the server (a reset before any answer) is sent once
 * more on a new connection, as browsers do: a proxy reloading its configuration closes its idle
 * connections, and a client may have just sent a request on one. The site's form posts carry an
 * Idempotency-Key, so a post sent twice is stored once (server/booking/forms.ts).
 */
export async function send(url: string, options: SendOptions): Promise<Answer> {
  try {
    return await sendOnce(url, options);
  } catch (error) {
    if (!(error instanceof ClosedUnderUs)) throw error;
    resent.count++;
    return sendOnce(url, options);
  }
}

class ClosedUnderUs extends Error {}

function sendOnce(url: string, options: SendOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? "GET",
        ...(options.once ? { agent: false, localAddress: options.from } : { agent: agentFor(options.from) }),
        headers:
          options.body === undefined
            ? options.headers
            : { "content-length": Buffer.byteLength(options.body), ...options.headers },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", (error: Error & { code?: string }) =>
      reject(req.reusedSocket && error.code === "ECONNRESET" ? new ClosedUnderUs(error.message) : error),
    );
    req.end(options.body);
  });
}
