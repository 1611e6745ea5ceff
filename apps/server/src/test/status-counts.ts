/** How many answers of a burst had each status, e.g. `{ 200: 10, 428: 140 }`: one line in a failure. */
export function statusCounts(statuses: number[]): Record<number, number> {
  return statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});
}
