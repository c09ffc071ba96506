/**
 * The known details' public surface for the forms (model.ts has the rest): `useKnownDetails()` hands a
 * form's model the session's source, whose code comes in a chunk of its own when a form first asks,
 * so it never weighs on a page's first paint (filling in waits for the account's answer anyway).
 */
import { useSession } from '../auth/index.ts';
import type { ContactField, Fillable, TypedDetails } from './model.ts';

export type { ContactField, Fillable, KnownAddress, KnownDetails, TypedDetails } from './model.ts';

/** What a form's model uses of the known details. */
export type KnownDetailsSource = {
  /** Fills the form's blank `fields` (and, with `address`, its address fields) from what is known. */
  prefill(form: Fillable, fields: readonly ContactField[], address?: boolean): Promise<void>;
  /** The shopper gave these details (a form continued from, a booking made): later forms take them. */
  remember(given: TypedDetails): void;
};

/** Knows nothing and keeps nothing: a form's model built without the app's known details (tests). */
export const NO_KNOWN_DETAILS: KnownDetailsSource = { prefill: () => Promise.resolve(), remember: () => undefined };

const sources = new WeakMap<object, KnownDetailsSource>();

/** The known details of the app's session, the same for every form of the visit. */
export function useKnownDetails(): KnownDetailsSource {
  const { visitor } = useSession();
  let source = sources.get(visitor);
  if (!source) {
    // A chunk that fails to load only means typing: filling in is a convenience, never an error.
    const model = () => import('./model.ts').then((m) => m.knownDetailsOf(visitor));
    source = {
      prefill: (form, fields, address) =>
        model()
          .then((known) => known.prefill(form, fields, address))
          .catch(() => undefined),
      remember: (given) =>
        void model().then(
          (known) => known.remember(given),
          () => undefined,
        ),
    };
    sources.set(visitor, source);
  }
  return source;
}
