import autocannon from "autocannon";

/** autocannon 9 takes a warm-up run (lib/init.js); @types/autocannon does not know it yet. */
type LoadOptions = autocannon.Options & { warmup: { connections: number; duration: number } };

/**
 * A page asked for by 50 connections for `seconds`, after a 1 s warm-up, with the Accept-Encoding
 * given (a browser's, or only gzip): how the page benchmarks load one page.
 */
export function loadPage(url: string, seconds: number, acceptEncoding: string): Promise<autocannon.Result> {
  const options: LoadOptions = {
    url,
    connections: 50,
    duration: seconds,
    headers: { "accept-encoding": acceptEncoding },
    warmup: { connections: 50, duration: 1 },
  };
  return autocannon(options as autocannon.Options);
}
