import type { ResponseBandId } from "../../rules/response-bands";

/**
 * Each practice's response band, held in memory per server instance (D482): worked out at start
 * and again every interval, so a page reads it without a query and an answer shows within a
 * minute. A failed refresh keeps the last bands. `version` moves only when some band changed,
 * so the page cache (keyed by it) is emptied only then.
 */
export interface ResponseBands {
  /** Practice id → band, for the practices that have one. */
  bands(): ReadonlyMap<string, ResponseBandId>;
  /** Bumped each time a refresh changed any band. */
  version(): number;
  /** Work the bands out now. */
  refresh(): Promise<void>;
  close(): void;
}

export interface ResponseBandsLog {
  warn(object: object, message: string): void;
}

function sameBands(a: ReadonlyMap<string, ResponseBandId>, b: ReadonlyMap<string, ResponseBandId>): boolean {
  if (a.size !== b.size) return false;
  for (const [practiceId, band] of a) if (b.get(practiceId) !== band) return false;
  return true;
}

export function responseBands(options: {
  load: () => Promise<Map<string, ResponseBandId>>;
  intervalMs: number;
  log: ResponseBandsLog;
}): ResponseBands {
  let current: ReadonlyMap<string, ResponseBandId> = new Map();
  let version = 0;
  let running: Promise<void> | undefined;

  async function load(): Promise<void> {
    try {
      const next = await options.load();
      if (!sameBands(current, next)) {
        current = next;
        version++;
      }
    } catch (error) {
      options.log.warn(
        { error: { message: (error as Error).message } },
        "Could not work out response times; still showing the last ones",
      );
    }
  }

  /** One refresh at a time; a caller during one waits for it and then starts its own. */
  async function refresh(): Promise<void> {
    while (running) await running;
    running = load().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (!running) refresh().catch(() => {});
  }, options.intervalMs);
  timer.unref();

  return {
    bands: () => current,
    version: () => version,
    refresh,
    close: () => clearInterval(timer),
  };
}
