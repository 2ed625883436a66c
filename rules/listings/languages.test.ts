import { describe, expect, it } from "vitest";

import { languageKey, recordedLanguage, RECORDED_LANGUAGES } from "./languages";

describe("recorded language names", () => {
  it("gives te reo Māori, the Pacific languages and NZSL one name each, whatever name was typed", () => {
    expect(recordedLanguage("te reo")).toBe("Te reo Māori");
    expect(recordedLanguage(" Maori ")).toBe("Te reo Māori");
    expect(recordedLanguage("TE REO MAORI")).toBe("Te reo Māori");
    expect(recordedLanguage("NZSL")).toBe("New Zealand Sign Language");
    expect(recordedLanguage("NZ Sign Language")).toBe("New Zealand Sign Language");
    expect(recordedLanguage("Gagana Sāmoa")).toBe("Samoan");
    expect(recordedLanguage("lea faka-Tonga")).toBe("Tongan");
    expect(recordedLanguage("Te reo Māori Kūki ʻĀirani")).toBe("Cook Islands Māori");
    expect(recordedLanguage("cook islands maori")).toBe("Cook Islands Māori");
    expect(recordedLanguage("Vagahau Niue")).toBe("Niuean");
    expect(recordedLanguage("Na Vosa Vakaviti")).toBe("Fijian");
    expect(recordedLanguage("Gagana Tokelau")).toBe("Tokelauan");
    expect(recordedLanguage("Te Gana Tuvalu")).toBe("Tuvaluan");
  });

  it("keeps every other language as typed, trimmed", () => {
    expect(recordedLanguage(" Mandarin ")).toBe("Mandarin");
    expect(recordedLanguage("日本語")).toBe("日本語");
  });

  it("compares recorded names without case or macrons", () => {
    expect(languageKey("NZSL")).toBe("new zealand sign language");
    expect(languageKey("Cook Islands Māori")).toBe("cook islands maori");
    for (const name of RECORDED_LANGUAGES) expect(recordedLanguage(name)).toBe(name);
  });
});
