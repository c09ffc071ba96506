/**
 * The address fields as a part of their own chunk (with the autocomplete), for pages where they are
 * not on the first screen: a later step, or a form shown after its options load. Such pages take
 * the rules and checks from rules.ts and model.ts, not index.ts, which would bring the fields along.
 */
import { lazyPart, type LazyPart } from '../../lib/ui/lazy-part.tsx';
import type { AddressFieldsProps } from './address-form.tsx';

export const LazyAddressFields: LazyPart<AddressFieldsProps> = lazyPart(
  () => import('./address-form.tsx'),
  (m) => m.AddressFields,
  { reserve: '18rem' },
);
