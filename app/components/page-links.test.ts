import { describe, expect, it } from "vitest";

import { pageWindow, showingText } from "./page-links";

describe("page links", () => {
  it("link the first and last pages and two either side of the current one, with gaps between", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 62)).toEqual([1, 2, 3, null, 62]);
    expect(pageWindow(30, 62)).toEqual([1, null, 28, 29, 30, 31, 32, null, 62]);
    expect(pageWindow(4, 62)).toEqual([1, 2, 3, 4, 5, 6, null, 62]);
    expect(pageWindow(62, 62)).toEqual([1, null, 60, 61, 62]);
  });

  it("say which results are shown, out of how many", () => {
    expect(showingText(2, 20, 1234)).toBe("Showing 21–40 of 1,234 dentists");
    expect(showingText(3, 20, 59)).toBe("Showing 41–59 of 59 dentists");
    expect(showingText(1, 20, 1)).toBe("Showing 1 dentist");
    expect(showingText(1, 20, 0)).toBe("No dentists found");
  });
});
