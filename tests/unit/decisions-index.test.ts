import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { DECISIONS_DIR, decisionsIndex } from "../../scripts/decisions-index";

describe("docs/decisions/README.md", () => {
  it("is the index the decisions' headers make (node --import tsx scripts/decisions-index.ts)", () => {
    expect(readFileSync(join(DECISIONS_DIR, "README.md"), "utf8")).toBe(decisionsIndex());
  });
});
