import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import {
  APPENDIX,
  architectureAppendix,
  manifestTablesAstray,
  writesOutsideOwners,
} from "../../scripts/architecture-appendix";

describe("the architecture's appendix", () => {
  it("says what the code has: tables and owners, job kinds, e-mails and routes (regenerate it when this fails)", async () => {
    expect(readFileSync(APPENDIX, "utf8")).toBe(await architectureAppendix());
  });

  it("finds every table written only in the folder that owns it", () => {
    expect(writesOutsideOwners()).toEqual([]);
  });

  it("finds each feature's manifest naming the tables its code declares, and no others", () => {
    expect(manifestTablesAstray()).toEqual([]);
  });
});
