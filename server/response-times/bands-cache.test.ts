import { describe, expect, it } from "vitest";

import type { ResponseBandId } from "../../rules/response-bands";
import { responseBands } from "./bands-cache";

describe("the response bands kept in memory", () => {
  const quiet = { warn: () => {} };

  it("move their version only when a band changed, so cached pages are kept otherwise", async () => {
    let next = new Map<string, ResponseBandId>([["a", "2h"]]);
    let offers = new Map([["a", 3]]);
    const bands = responseBands({
      load: async () => ({ bands: new Map(next), offerDays: new Map(offers) }),
      intervalMs: 60_000,
      log: quiet,
    });
    try {
      await bands.refresh();
      expect(bands.bands().get("a")).toBe("2h");
      const version = bands.version();
      await bands.refresh();
      expect(bands.version()).toBe(version);
      next = new Map([["a", "1d"]]);
      await bands.refresh();
      expect(bands.bands().get("a")).toBe("1d");
      expect(bands.version()).toBe(version + 1);
      // How soon a time is offered changes the pages too.
      offers = new Map([["a", 5]]);
      await bands.refresh();
      expect(bands.offerDays().get("a")).toBe(5);
      expect(bands.version()).toBe(version + 2);
    } finally {
      bands.close();
    }
  });

  it("keep the last bands when the database cannot be read, and say so", async () => {
    let fail = false;
    const warnings: string[] = [];
    const bands = responseBands({
      load: async () => {
        if (fail) throw new Error("database gone");
        return { bands: new Map([["a", "2h"]]), offerDays: new Map() };
      },
      intervalMs: 60_000,
      log: { warn: (_object, message) => warnings.push(message) },
    });
    try {
      await bands.refresh();
      fail = true;
      await bands.refresh();
      expect(bands.bands().get("a")).toBe("2h");
      expect(warnings).toEqual(["Could not work out response times; still showing the last ones"]);
    } finally {
      bands.close();
    }
  });
});
