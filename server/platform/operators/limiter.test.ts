import { describe, expect, it } from "vitest";

import { Limiter, QueueFullError } from "./limiter";

/** A task that runs until its `finish` is called, recording how many ran at once. */
function controlledTasks() {
  let running = 0;
  let maxRunning = 0;
  const finishers: (() => void)[] = [];
  const task = (value: number) => () => {
    running++;
    maxRunning = Math.max(maxRunning, running);
    return new Promise<number>((resolve) =>
      finishers.push(() => {
        running--;
        resolve(value);
      }),
    );
  };
  return { task, finishers, maxRunning: () => maxRunning };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("Limiter", () => {
  it("runs no more than its concurrency at once, the rest in arrival order", async () => {
    const limiter = new Limiter(2, 10);
    const { task, finishers, maxRunning } = controlledTasks();
    const order: number[] = [];
    const results = Array.from({ length: 6 }, (_, i) => limiter.run(task(i)).then((v) => order.push(v)));
    await tick();
    expect(limiter.running).toBe(2);
    expect(limiter.queued).toBe(4);
    while (finishers.length > 0 || limiter.running > 0) {
      finishers.shift()?.();
      await tick();
    }
    await Promise.all(results);
    expect(maxRunning()).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(limiter.running).toBe(0);
  });

  it("refuses at once what its queue cannot hold, and takes new work once there is room", async () => {
    const limiter = new Limiter(1, 2);
    const { task, finishers } = controlledTasks();
    const accepted = [limiter.run(task(1)), limiter.run(task(2))];
    expect(limiter.full).toBe(false);
    accepted.push(limiter.run(task(3)));
    expect(limiter.full).toBe(true);
    await expect(limiter.run(task(4))).rejects.toBeInstanceOf(QueueFullError);
    finishers.shift()!();
    await expect(accepted[0]).resolves.toBe(1);
    const later = limiter.run(task(5));
    while (finishers.length > 0 || limiter.running > 0) {
      finishers.shift()?.();
      await tick();
    }
    await expect(Promise.all([...accepted, later])).resolves.toEqual([1, 2, 3, 5]);
  });

  it("frees the slot of a task that fails", async () => {
    const limiter = new Limiter(1, 1);
    await expect(limiter.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(limiter.running).toBe(0);
    await expect(limiter.run(() => Promise.resolve("ok"))).resolves.toBe("ok");
  });
});
