import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** One instance behind the proxy, as its upstream line names it. */
export interface Upstream {
  /** host:port */
  address: string;
  /** Being drained for a restart: nginx sends it nothing new. */
  down: boolean;
}

/**
 * The upstreams file deploy/nginx.conf includes. One failed connection or timeout takes an
 * instance out of the rotation for 5 s (passive health check); nginx then tries it again.
 */
function upstreamLines(upstreams: Upstream[]): string {
  return upstreams
    .map(({ address, down }) => `server ${address}${down ? " down" : " max_fails=1 fail_timeout=5s"};\n`)
    .join("");
}

/** deploy/nginx.conf with its three variables filled in, as envsubst would. */
function renderNginxConfig(values: { listen: string; runDir: string; upstreamsFile: string }): string {
  const template = readFileSync(new URL("./nginx.conf", import.meta.url), "utf8");
  const filled = template
    .replaceAll("${NZDD_LISTEN}", values.listen)
    .replaceAll("${NZDD_RUN_DIR}", values.runDir)
    .replaceAll("${NZDD_UPSTREAMS}", values.upstreamsFile);
  // nginx started as root hands requests to unprivileged workers, which could not write the
  // temporary files under a root-owned run directory; on this machine only, they stay root.
  return process.getuid?.() === 0 ? `user root;\n${filled}` : filled;
}

/** nginx run as the current user from a directory of its own (no root, no system files). */
export interface LocalProxy {
  url: string;
  setUpstreams(upstreams: Upstream[]): Promise<void>;
  stop(): Promise<void>;
}

const NGINX = "/usr/sbin/nginx";

export function nginxInstalled(): boolean {
  try {
    execFileSync(NGINX, ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** The nginx worker processes under a master, by PID (a reload replaces them all). */
function workersOf(master: number): Set<number> {
  try {
    const out = execFileSync("ps", ["-o", "pid=", "--ppid", String(master)], { encoding: "utf8" });
    return new Set(out.split("\n").filter(Boolean).map(Number));
  } catch {
    return new Set(); // ps exits 1 when there are none
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startNginx(options: {
  port: number;
  runDir: string;
  upstreams: Upstream[];
}): Promise<LocalProxy> {
  const { port, runDir } = options;
  mkdirSync(runDir, { recursive: true });
  const upstreamsFile = join(runDir, "upstreams.conf");
  const confFile = join(runDir, "nginx.conf");
  writeFileSync(upstreamsFile, upstreamLines(options.upstreams));
  writeFileSync(confFile, renderNginxConfig({ listen: `127.0.0.1:${port}`, runDir, upstreamsFile }));
  const args = ["-p", runDir, "-c", confFile, "-e", join(runDir, "error.log")];
  execFileSync(NGINX, [...args, "-t", "-q"], { stdio: ["ignore", "ignore", "inherit"] });

  const master: ChildProcess = spawn(NGINX, [...args, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise<void>((resolve) => master.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 50) {
    if (master.exitCode !== null) throw new Error(`nginx exited at start: see ${join(runDir, "error.log")}`);
    try {
      await fetch(url, { method: "HEAD" });
      break;
    } catch {
      if (waited > 10_000) throw new Error("nginx did not start listening within 10 s");
      await sleep(50);
    }
  }

  return {
    url,
    /**
     * Rewrites the upstreams and reloads nginx, and returns once every worker that ran the old
     * list has finished its requests and exited: from then on no request can reach an instance
     * marked down, so it may be stopped.
     */
    async setUpstreams(upstreams) {
      const before = workersOf(master.pid!);
      writeFileSync(upstreamsFile, upstreamLines(upstreams));
      master.kill("SIGHUP");
      for (let waited = 0; [...workersOf(master.pid!)].some((pid) => before.has(pid)); waited += 50) {
        if (waited > 30_000) throw new Error("nginx's previous workers did not finish within 30 s");
        await sleep(50);
      }
    },
    async stop() {
      if (master.exitCode === null) master.kill("SIGQUIT"); // graceful: finish requests, then exit
      await exited;
    },
  };
}
