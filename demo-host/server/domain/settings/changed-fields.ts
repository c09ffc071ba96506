/**
 * What a settings change changed: the paths of the fields whose values differ between two states of a
 * document, objects walked field by field (`theme.brand`), arrays and scalars compared whole.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Key order never counts: a document read back from JSON compares equal to the one saved. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue(a[k], b[k]));
  }
  return false;
}

export function changedFields(before: unknown, after: unknown, prefix = ''): string[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((k) => changedFields(before[k], after[k], prefix ? `${prefix}.${k}` : k));
  }
  return sameValue(before, after) ? [] : [prefix];
}
