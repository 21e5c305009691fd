/** Whether two JSON-shaped values are the same (key order of objects ignored). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
    const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
    if (keysA.length !== keysB.length) return false;
    return keysA.every((k) =>
      sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    );
  }
  return false;
}

/**
 * The fields of `draft` that differ from `current`, or null when nothing changed — SPEC §5: an update
 * with no changes is refused ('No changes to update'), so the form says so before asking the server.
 */
export function changedFields<T extends object>(current: T, draft: Partial<T>): Partial<T> | null {
  const changes: Partial<T> = {};
  let any = false;
  for (const key of Object.keys(draft) as (keyof T)[]) {
    if (draft[key] === undefined) continue;
    if (!sameValue(current[key], draft[key])) {
      changes[key] = draft[key];
      any = true;
    }
  }
  return any ? changes : null;
}
