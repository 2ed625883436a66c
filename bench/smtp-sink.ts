// A real SMTP server on loopback for the benchmarks, in a process of its own (so receiving does
// not take the load generator's time): it takes every message and counts them. The parent asks
// for the count with an IPC message "count" and gets { received } back.
import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      received += 1;
      callback();
    });
  },
});
// A client that goes away mid-exchange (the server stopped) is not the sink's failure.
server.on("error", () => {});
server.listen(0, "127.0.0.1", () => {
  process.send!({ port: (server.server.address() as AddressInfo).port });
});
process.on("message", (message) => {
  if (message === "count") process.send!({ received });
  if (message === "close") server.close(() => process.exit(0));
});
