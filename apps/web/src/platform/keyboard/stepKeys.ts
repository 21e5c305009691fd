/**
 * Where a keyboard user's step through a list of `count` points lands from `current` (null: none yet):
 * the arrows move one point, Home and End jump to the ends; undefined for any other key or an empty list.
 */
export function steppedIndex(key: string, current: number | null, count: number): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const at = current ?? -1;
  return { ArrowRight: Math.min(at + 1, last), ArrowLeft: Math.max(at - 1, 0), Home: 0, End: last }[key];
}
