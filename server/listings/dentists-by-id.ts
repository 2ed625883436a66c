import type { Dentist } from "../../rules/listings/types";

/*
 * Dentists by id as the dentist index (dentist-index.ts) keeps them from one snapshot to the
 * next: a shared map and the few changes since.
 */

/**
 * Dentists by id: a map shared by successive indexes plus the few changes since it was made (a
 * copy of 10,000 entries per change cost more than the rest of a change), merged into a new map
 * once they grow past a small share of it.
 */
export class DentistsById {
  constructor(
    private readonly base: ReadonlyMap<string, Dentist>,
    private readonly changes: ReadonlyMap<string, Dentist | undefined> = new Map(),
  ) {}

  get(id: string): Dentist | undefined {
    return this.changes.has(id) ? this.changes.get(id) : this.base.get(id);
  }

  /** These ids gone, then these dentists in. */
  with(removed: readonly string[], added: readonly Dentist[]): DentistsById {
    const changes = new Map(this.changes);
    for (const id of removed) changes.set(id, undefined);
    for (const dentist of added) changes.set(dentist.id, dentist);
    if (changes.size <= Math.max(64, this.base.size / 16)) return new DentistsById(this.base, changes);
    const merged = new Map(this.base);
    for (const [id, dentist] of changes) {
      if (dentist) merged.set(id, dentist);
      else merged.delete(id);
    }
    return new DentistsById(merged);
  }
}
