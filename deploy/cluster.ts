import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { join } from "node:path";

import { type LocalProxy, startNginx, type Upstream } from "./proxy";

/** N server instances on one PostgreSQL behind nginx, on this machine (`npm run cluster`, tests). */
interface ClusterOptions {
  instances: number;
  databaseUrl: string;
  /** Where nginx listens; the instances take the ports after it (proxy 8080: instances 8081…)… */
  proxyPort: number;
  /** …unless given theirs here (tests take ports the system hands out). */
  instancePorts?: number[];
  /** A directory for nginx's files and each instance's DATA_DIR. */
  runDir: string;
  /** More settings for every instance (limits, log level). */
  env?: Record<string, string>;
  /** Where instances' logs (stdout) go: "inherit" for a terminal, "ignore" for tests. Errors show either way. */
  stdio?: "inherit" | "ignore";
}

export interface Instance {
  port: number;
  url: string;
  process: ChildProcess | null;
}

export interface Cluster {
  url: string;
  instances: Instance[];
  /** Stops instance i at once (SIGKILL), as a crash or a lost machine would; the proxy is not told. */
  kill(index: number): Promise<void>;
  /**
   * Restarts every instance in turn without failing a request: take it out of the proxy and let
   * the proxy's requests to it finish, stop it (SIGTERM: it finishes what it has), start it, wait
   * for /readyz, put it back.
   */
  rollingRestart(onStep?: (step: string) => void): Promise<void>;
  stop(): Promise<void>;
}

/** Ports nothing listens on now, as the system hands them out (a guessed one could be another service's). */
export async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer());
  await Promise.all(probes.map((probe) => new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve))));
  const ports = probes.map((probe) => (probe.address() as AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the instance answers /readyz with 200 (its database answers too). */
async function waitReady(instance: Instance, timeoutMs = 60_000): Promise<void> {
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    if (instance.process?.exitCode != null) throw new Error(`instance on port ${instance.port} exited at start`);
    try {
      if ((await fetch(`${instance.url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`instance on port ${instance.port} was not ready within ${timeoutMs / 1000} s`);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const proxyUrl = `http://127.0.0.1:${options.proxyPort}`;
  // Every instance must hash audit e-mails alike (config.ts); one key per cluster unless given.
  const sharedEnv: Record<string, string> = {
    AUDIT_HASH_KEY: randomBytes(32).toString("base64url"),
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    HOST: "127.0.0.1",
    // Exactly the proxy's hop: X-Forwarded-For is believed from 127.0.0.1 only.
    TRUST_PROXY: "127.0.0.1",
    PUBLIC_ORIGIN: proxyUrl,
  };
  const instances: Instance[] = Array.from({ length: options.instances }, (_, i) => {
    const port = options.instancePorts?.[i] ?? options.proxyPort + 1 + i;
    return { port, url: `http://127.0.0.1:${port}`, process: null };
  });

  const launch = (instance: Instance, index: number) => {
    const dataDir = join(options.runDir, `instance-${index + 1}`);
    mkdirSync(dataDir, { recursive: true });
    // Started as `npm run serve` starts it (package.json).
    instance.process = spawn(process.execPath, ["--max-semi-space-size=32", "--import", "tsx", "server/main.ts"], {
      env: { ...process.env, ...sharedEnv, PORT: String(instance.port), DATA_DIR: dataDir },
      stdio: ["ignore", options.stdio ?? "inherit", "inherit"],
    });
  };
  const exited = (instance: Instance) =>
    new Promise<void>((resolve) => {
      const child = instance.process;
      if (!child || child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once("exit", () => resolve());
    });
  const upstreams = (down?: Instance): Upstream[] =>
    instances.map((instance) => ({ address: `127.0.0.1:${instance.port}`, down: instance === down }));

  instances.forEach(launch);
  let proxy: LocalProxy | undefined;
  try {
    await Promise.all(instances.map((instance) => waitReady(instance)));
    proxy = await startNginx({
      port: options.proxyPort,
      runDir: join(options.runDir, "nginx"),
      upstreams: upstreams(),
    });
  } catch (error) {
    for (const instance of instances) instance.process?.kill("SIGKILL");
    throw error;
  }
  const runningProxy = proxy;

  return {
    url: proxyUrl,
    instances,
    async kill(index) {
      const instance = instances[index]!;
      instance.process?.kill("SIGKILL");
      await exited(instance);
    },
    async rollingRestart(onStep = () => {}) {
      for (const [index, instance] of instances.entries()) {
        onStep(`instance ${index + 1} (port ${instance.port}): out of the proxy, draining`);
        await runningProxy.setUpstreams(upstreams(instance));
        instance.process?.kill("SIGTERM");
        await exited(instance);
        onStep(`instance ${index + 1}: stopped, starting`);
        launch(instance, index);
        await waitReady(instance);
        await runningProxy.setUpstreams(upstreams());
        onStep(`instance ${index + 1}: ready, back in the proxy`);
      }
    },
    async stop() {
      await runningProxy.stop();
      for (const instance of instances) instance.process?.kill("SIGTERM");
      await Promise.all(instances.map(exited));
    },
  };
}
