/**
 * A dealer's catalogue list as a manager saves it (protection products, accessories): an item with an id
 * names one of this dealer's stored items, an item without one is new and gets its own id here.
 */
import { randomUUID } from 'node:crypto';
import { Invalid } from '../../domain/errors.ts';

export function withCatalogueIds<T extends { id?: string | undefined }>(
  items: readonly T[],
  stored: ReadonlySet<string>,
  dealerId: string,
  fieldOf: (index: number) => string,
  unknown: string,
): (T & { id: string })[] {
  return items.map((item, index) => {
    // Another dealer's id, or a made-up one, never takes over a row.
    if (item.id !== undefined && !stored.has(item.id))
      throw new Invalid('Invalid request', [{ field: fieldOf(index), message: unknown }]);
    return { ...item, id: item.id ?? `${dealerId}-${randomUUID().slice(0, 8)}` };
  });
}
