import { describe, expect, it } from "vitest";

import { groupCommitter } from "./group-commit";

describe("group commit", () => {
  it("commits writes made together in one batch, and later writes in the next", async () => {
    const batches: number[][] = [];
    // The first commit lasts until the test ends it, after the later writes have arrived.
    let endFirstCommit = () => {};
    const firstCommitEnds = new Promise<void>((resolve) => (endFirstCommit = resolve));
    const committer = groupCommitter<number>(async (items) => {
      batches.push([...items]);
      if (batches.length === 1) await firstCommitEnds;
    });
    const first = [1, 2, 3].map((n) => committer.write(n));
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([[1, 2, 3]]);
    // Arrive while the first batch is committing: they wait for the next one.
    const second = [4, 5].map((n) => committer.write(n));
    endFirstCommit();
    await Promise.all([...first, ...second]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("resolves a write only after the batch holding it has committed", async () => {
    let committed = false;
    let endCommit = () => {};
    const commitEnds = new Promise<void>((resolve) => (endCommit = resolve));
    let commitStarted = () => {};
    const started = new Promise<void>((resolve) => (commitStarted = resolve));
    const committer = groupCommitter<string>(async () => {
      commitStarted();
      await commitEnds;
      committed = true;
    });
    let resolved = false;
    const written = committer.write("a").then(() => (resolved = true));
    // The commit is under way and has not ended: the write is still waiting.
    await started;
    await new Promise((r) => setImmediate(r));
    expect(resolved).toBe(false);
    endCommit();
    await written;
    expect(committed).toBe(true);
  });

  it("when a batch fails, retries each write alone so only the bad one fails", async () => {
    const stored: string[] = [];
    const committer = groupCommitter<string>(async (items) => {
      if (items.includes("bad")) throw new Error("unique violation");
      stored.push(...items);
    });
    const results = await Promise.allSettled(["a", "bad", "c"].map((s) => committer.write(s)));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(stored.sort()).toEqual(["a", "c"]);
  });

  it("does not write again a batch whose connection was lost: it may have committed, and each copy would be a duplicate", async () => {
    const stored: string[] = [];
    let lost = false;
    const committer = groupCommitter<string>(async (items) => {
      stored.push(...items);
      if (!lost) {
        // PostgreSQL committed, then the connection was cut before the answer came back.
        lost = true;
        throw new Error("Connection terminated unexpectedly");
      }
    });
    const results = await Promise.allSettled(["a", "b"].map((s) => committer.write(s)));
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(stored).toEqual(["a", "b"]);
  });

  it("splits a long queue into batches of at most the given size", async () => {
    const sizes: number[] = [];
    const committer = groupCommitter<number>(async (items) => {
      sizes.push(items.length);
    }, 4);
    await Promise.all(Array.from({ length: 10 }, (_, i) => committer.write(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });
});
