/**
 * Reads a long result a batch at a time (keyset pagination): `next` fetches up to `size` rows
 * after the last row of the previous batch (`undefined` for the first). Memory holds one batch
 * whatever the table's size, and each query is short, so writers are never held up behind it.
 */
export async function* inBatches<Row>(
  next: (after: Row | undefined) => Promise<Row[]>,
  size: number,
): AsyncGenerator<Row, void, undefined> {
  let after: Row | undefined;
  for (;;) {
    const rows = await next(after);
    yield* rows;
    if (rows.length < size) return;
    after = rows.at(-1);
  }
}
