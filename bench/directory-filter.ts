// Directory filter + sort over 10,000 generated dentists: time per keystroke of a typed search.
// Run: node --import tsx bench/directory-filter.ts
import { performance } from "node:perf_hooks";

import { CITIES } from "../rules/listings/cities";
import { DENTISTS } from "../app/content/dentists";
import { SERVICE_NAMES } from "../app/content/services";
import type { Dentist } from "../app/content/types";
import {
  createDirectoryIndex,
  EMPTY_DIRECTORY_FILTERS,
  queryDirectory,
  SORT_KEYS,
  type DirectoryFilters,
  type SortKey,
} from "../app/lib/dentist-filters";

const COUNT = 10_000;
const ROUNDS = 20;

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same data. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(count: number): Dentist[] {
  const rand = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const firstNames = DENTISTS.map((d) => d.name.split(" ")[1] ?? "Alex");
  const lastNames = DENTISTS.map((d) => d.name.split(" ").slice(2).join(" ") || "Smith");
  return Array.from({ length: count }, (_, i) => {
    const base = DENTISTS[i % DENTISTS.length]!;
    const city = pick(CITIES);
    const services = [...SERVICE_NAMES].sort(() => rand() - 0.5).slice(0, 3 + Math.floor(rand() * 5));
    return {
      ...base,
      id: `generated-${i}`,
      name: `Dr ${pick(firstNames)} ${pick(lastNames)}`,
      practice: `${pick(lastNames)} ${pick(["Dental", "Smiles", "Family Dental", "Dental Studio"])}`,
      citySlug: city.slug,
      address: `${1 + Math.floor(rand() * 400)} Main Street, ${city.name}`,
      rating: Math.round((3.5 + rand() * 1.5) * 10) / 10,
      reviews: Math.floor(rand() * 600),
      services,
    };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const dentists = generate(COUNT);
const t0 = performance.now();
const index = createDirectoryIndex(dentists);
const indexMs = performance.now() - t0;

interface Scenario {
  label: string;
  typed: string;
  filters: Omit<DirectoryFilters, "query" | "sort">;
}
const scenarios: Scenario[] = [
  { label: "name only", typed: "dr aroha ngata", filters: { location: "", service: "", payment: [] } },
  { label: "name + city + service", typed: "tupou", filters: { location: "taupo", service: "Invisalign", payment: [] } },
  { label: "name, no match", typed: "zzzzzzzz", filters: { location: "", service: "Cosmetic", payment: [] } },
];

// Warm up the JIT so the table measures steady state, as in a page that has been open a moment.
for (let i = 0; i < 50; i++) queryDirectory(index, { ...EMPTY_DIRECTORY_FILTERS, query: "d" });

const rows: { scenario: string; sort: SortKey; median: string; p95: string; max: string; results: number }[] = [];
for (const scenario of scenarios) {
  for (const sort of SORT_KEYS) {
    const times: number[] = [];
    let results = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // One query per keystroke: "d", "dr", "dr ", … as a person types.
      for (let n = 1; n <= scenario.typed.length; n++) {
        const start = performance.now();
        results = queryDirectory(index, { ...scenario.filters, query: scenario.typed.slice(0, n), sort }).length;
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    rows.push({
      scenario: scenario.label,
      sort,
      median: percentile(times, 50).toFixed(3),
      p95: percentile(times, 95).toFixed(3),
      max: times[times.length - 1]!.toFixed(3),
      results,
    });
  }
}

const all = rows.map((r) => Number(r.median)).sort((a, b) => a - b);
console.log(`Directory filter + sort, ${COUNT.toLocaleString("en-NZ")} generated dentists (ms per keystroke)`);
console.log(`Index build (once per data set): ${indexMs.toFixed(1)} ms`);
console.table(rows);
const overall = percentile(all, 50);
console.log(`Overall median per keystroke: ${overall.toFixed(3)} ms (target < 5 ms) ${overall < 5 ? "PASS" : "FAIL"}`);
if (overall >= 5) process.exitCode = 1;
