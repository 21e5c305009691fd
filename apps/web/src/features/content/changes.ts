/** The fields of `draft` that differ from `original` (deep, by value), or null when nothing changed. */
export function changedFields<T extends Record<string, unknown>>(original: T, draft: T): Partial<T> | null {
  const changes: Partial<T> = {};
  for (const key of Object.keys(draft) as (keyof T)[]) {
    if (!sameValue(original[key], draft[key])) changes[key] = draft[key];
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'string' && typeof b === 'string') return a.trim() === b.trim();
  return stableJson(a) === stableJson(b);
}

// Objects compare regardless of key order; arrays keep theirs (an order change is a change).
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([x], [y]) => x.localeCompare(y)),
        )
      : v,
  );
}
