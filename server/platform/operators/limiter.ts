/** Thrown (as a rejection) by Limiter.run when every slot is taken and the queue is full. */
export class QueueFullError extends Error {
  constructor() {
    super("Too many tasks are waiting.");
    this.name = "QueueFullError";
  }
}

/**
 * Runs at most `concurrency` tasks at once; up to `maxQueued` more wait their turn, first come first
 * served, and any beyond that are refused at once with QueueFullError instead of piling up.
 */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxQueued: number,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** True while a new task would be refused. */
  get full(): boolean {
    return this.active >= this.concurrency && this.waiting.length >= this.maxQueued;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.full) throw new QueueFullError();
      // The slot is handed over by the task that finishes, so `active` stays counted meanwhile.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
