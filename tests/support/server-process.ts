import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  dataDir: string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A port nothing listens on now: the system picks it (a random one could be another service's). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the real server (node server/main.ts) on a free port with its own SQLite file. `nodeArgs`
 * go to node before the others (a benchmark's `--cpu-prof`, which NODE_OPTIONS does not take).
 */
export async function startServer(env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<RunningServer> {
  const port = Number(env.PORT ?? (await freePort()));
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "nzdd-bench-"));
  // Started as `npm start` starts it (package.json), so the benchmarks measure what runs.
  const child = spawn(
    process.execPath,
    [...nodeArgs, "--max-semi-space-size=32", "--import", "tsx", "server/main.ts"],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        DATA_DIR: dataDir,
        FORM_RATE_LIMIT: "1000000",
        // Load from one address: renderings the cache does not answer are not to be limited here.
        PAGE_RENDER_RATE_LIMIT: "1000000",
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // A busy machine can take well over 20 s to start it; a test that went on without it would
  // measure refused connections, so past a minute it fails saying why.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null) throw new Error("server exited during start");
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not ready at ${url}/healthz within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    process: child,
    dataDir,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
