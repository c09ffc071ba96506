/**
 * The accessories page's state: the vehicle's accessories and the ones saved
 * with the deal (two remote blocks loaded together), the shopper's picks (a form of one checkbox per
 * accessory, so a failed save keeps every pick and shows why), and what the last save re-priced.
 * Signals only, no JSX; the rules come from rules.ts.
 */
import '../../lib/i18n/parts/accessories.ts';
import { computed, signal } from '@preact/signals';
import { createForm, type Form } from '../../lib/forms/index.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
import { createRemote, type RemoteData } from '../../lib/remote-data.ts';
import { getSavedAccessories, getVehicleAccessories, putSavedAccessories } from './api.ts';
import { type DealPayments, type SavedAccessories, type VehicleAccessories } from '../../contract/accessories.ts';
import { hasUnsavedChanges, initialPicks, selectedIds, selectedTotal } from './rules.ts';

/** One checkbox per accessory, keyed by its id. */
type PickSpecs = Record<string, { label: MessageKey; initial: boolean; rules: readonly [] }>;
export type PicksForm = Form<PickSpecs>;

export type AccessoriesPage = { catalogue: VehicleAccessories; saved: SavedAccessories };

export type AccessoriesModel = ReturnType<typeof createAccessoriesModel>;

function picksForm(page: AccessoriesPage): PicksForm {
  const picks = initialPicks(page.catalogue.accessories, page.saved.accessories);
  const fields: PickSpecs = Object.fromEntries(
    Object.entries(picks).map(([id, on]) => [id, { label: 'accessories.field', initial: on, rules: [] }]),
  );
  return createForm(fields);
}

/** Both blocks as one: an error in either is the page's error, loading until both are here. */
function both(
  catalogue: RemoteData<VehicleAccessories>,
  saved: RemoteData<SavedAccessories>,
): RemoteData<AccessoriesPage> {
  if (catalogue.status === 'error') return catalogue;
  if (saved.status === 'error') return saved;
  if (catalogue.status === 'complete' && saved.status === 'complete')
    return { status: 'complete', data: { catalogue: catalogue.data, saved: saved.data } };
  return { status: 'loading' };
}

export function createAccessoriesModel(dealId: string) {
  const catalogue = createRemote<VehicleAccessories>();
  const saved = createRemote<SavedAccessories>();
  const page = computed(() => both(catalogue.state.value, saved.state.value));
  const form = signal<PicksForm | null>(null);
  /** The deal's payments as the last save re-priced them; null before a save. */
  const repriced = signal<DealPayments | null>(null);

  const accessories = computed(() => catalogue.data.value?.accessories ?? []);
  const picked = computed(() => {
    const f = form.value;
    return f ? selectedIds(accessories.value, f.values.value) : [];
  });
  const total = computed(() => selectedTotal(accessories.value, picked.value));
  const unsaved = computed(() => hasUnsavedChanges(saved.data.value?.accessories ?? [], picked.value));

  async function load(): Promise<void> {
    const [c, s] = await Promise.all([
      catalogue.run((signal) => getVehicleAccessories(dealId, signal)),
      saved.run((signal) => getSavedAccessories(dealId, signal)),
    ]);
    // A reload after a failure starts from what is saved; a form the shopper is using is kept.
    if (c && s && !form.value) form.value = picksForm({ catalogue: c, saved: s });
  }

  /** Saves the picks; the form keeps them (and shows the server's words) when the save fails. */
  async function save(): Promise<boolean> {
    const f = form.value;
    if (!f) return false;
    const ids = picked.value;
    const outcome = await f.submit(() => putSavedAccessories(dealId, ids));
    if (outcome.status !== 'success') return false;
    saved.set(outcome.result.saved);
    repriced.value = outcome.result.deal;
    return true;
  }

  function dispose(): void {
    catalogue.reset();
    saved.reset();
  }

  return { dealId, catalogue, saved, page, form, repriced, accessories, picked, total, unsaved, load, save, dispose };
}
