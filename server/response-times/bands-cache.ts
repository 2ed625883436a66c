import type { ResponseBandId } from "../../rules/response-bands";

/**
 * Each practice's response band and how soon it offers a time, held in memory per server instance
 * (D482): worked out at start and again every interval, so a page reads them without a query and
 * an answer shows within a minute. A failed refresh keeps the last ones. `version` moves only
 * when some figure changed, so the page cache (keyed by it) is emptied only then.
 */
export interface ResponseBands {
  /** Practice id → band, for the practices that have one. */
  bands(): ReadonlyMap<string, ResponseBandId>;
  /** Practice id → "usually offers a time within N days", for the practices that have a figure. */
  offerDays(): ReadonlyMap<string, number>;
  /** Bumped each time a refresh changed any figure. */
  version(): number;
  /** Work the bands out now. */
  refresh(): Promise<void>;
  close(): void;
}

interface ResponseBandsLog {
  warn(object: object, message: string): void;
}

/** What a refresh works out: each practice's figures. */
interface PracticeSpeeds {
  bands: ReadonlyMap<string, ResponseBandId>;
  offerDays: ReadonlyMap<string, number>;
}

function sameMap<T>(a: ReadonlyMap<string, T>, b: ReadonlyMap<string, T>): boolean {
  if (a.size !== b.size) return false;
  for (const [practiceId, value] of a) if (b.get(practiceId) !== value) return false;
  return true;
}

export function responseBands(options: {
  load: () => Promise<PracticeSpeeds>;
  intervalMs: number;
  log: ResponseBandsLog;
}): ResponseBands {
  let current: PracticeSpeeds = { bands: new Map(), offerDays: new Map() };
  let version = 0;
  let running: Promise<void> | undefined;

  async function load(): Promise<void> {
    try {
      const next = await options.load();
      if (!sameMap(current.bands, next.bands) || !sameMap(current.offerDays, next.offerDays)) {
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
    bands: () => current.bands,
    offerDays: () => current.offerDays,
    version: () => version,
    refresh,
    close: () => clearInterval(timer),
  };
}
