/** Splits rows into groups of at most `size`, for multi-row inserts. */
export function chunk<T>(rows: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < rows.length; start += size)
    groups.push(rows.slice(start, start + size));
  return groups;
}

/** Runs `work` over `items` with at most `limit` jobs in flight. */
export async function runPool<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex;
      nextIndex += 1;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
