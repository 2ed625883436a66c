import { Writable } from "node:stream";

/**
 * A log stream to hand buildApp (its `logStream` option) that keeps every line the server logs,
 * so a test can read what an operator would find in the logs.
 */
export function logLines(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}
