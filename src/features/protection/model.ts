/**
 * The deal page's protection products (seed 000 §3, §4, §6, §8): the products
 * the deal's dealer offers, the deal's jacket (its `insuranceWarranties`), and adding or removing a
 * product, which the server answers with the deal re-priced (`customerAndDealData`).
 *
 * Seed 000 §8 "Failed protection-products loads clear the data": a failed load of the dealer's
 * products or of the jacket empties what it held (never a stale list next to fresh prices). A 404 on
 * the dealer's products is seed 000 §6's "no protection products" answer: status 'off', no section.
 * While the jacket is unknown (loading the first time, or failed) nothing can be added or removed:
 * an update sends the whole jacket and would drop the products it did not know about.
 *
 * A failed update keeps the previous jacket (it is only replaced by the server's answer), says so,
 * and is logged once: `lib/http.ts` reports every failed call but a 400, `logOnce` the rest.
 */
import '../../lib/i18n/parts/protection.ts';
import { batch, computed, effect, signal } from '@preact/signals';
import { ApiError, report, reportedByClient } from '../../lib/http.ts';
import type { DealType } from '../../contract/deal.ts';
import { isAbortError } from '../../lib/remote-data.ts';
import { getDealerProtectionProducts, getDealJacket, putDealJacket } from './api.ts';
import { type CustomerAndDealData, type ProtectionProduct } from '../../contract/protection.ts';
import { productName } from './rules.ts';
import { addToJacket, inJacket, isServicePlan, removeFromJacket } from '../../contract/protection.ts';

/** 'off': the dealer offers no products (404); 'error': any other failure (its data cleared, §8). */
export type ProtectionLoadStatus = 'idle' | 'loading' | 'ready' | 'off' | 'error';

export type ProtectionModelOptions = {
  dealId: string;
  /** Reports a failure that `lib/http.ts` has not reported already. */
  log?: (error: Error) => void;
  /** The deal's jacket by name whenever it is known, null when it is not (the deal prices it in). */
  onJacket?: (products: { id: string; name: string; financedOnly: boolean }[] | null) => void;
  /** A jacket update's answer: the deal's cash deal and quote sets re-priced with the new jacket. */
  onRepriced?: (data: CustomerAndDealData) => void;
};

export type ProtectionModel = ReturnType<typeof createProtectionModel>;

export function createProtectionModel(options: ProtectionModelOptions) {
  const { dealId } = options;
  const log = options.log ?? report;

  const products = signal<ProtectionProduct[]>([]);
  const productsStatus = signal<ProtectionLoadStatus>('idle');
  const jacket = signal<ProtectionProduct[]>([]);
  const jacketStatus = signal<ProtectionLoadStatus>('idle');
  /** The product whose update is under way, or null. */
  const pending = signal<string | null>(null);
  /** The dealer's products are being loaded again (for another deal type). */
  const productsLoading = signal(false);
  /** The last update failed (its message shows until the next one). */
  const updateFailed = signal(false);

  const plans = computed(() => products.value.filter(isServicePlan));
  const dealerProducts = computed(() => products.value.filter((p) => !isServicePlan(p)));
  /** Products can be added or removed: both lists are known and no update is under way. */
  const canChange = computed(
    () =>
      productsStatus.value === 'ready' &&
      !productsLoading.value &&
      jacketStatus.value === 'ready' &&
      pending.value === null,
  );

  const controllers: Record<'products' | 'jacket', AbortController | null> = { products: null, jacket: null };
  let disposed = false;

  function restart(load: 'products' | 'jacket'): AbortSignal {
    controllers[load]?.abort();
    const own = new AbortController();
    controllers[load] = own;
    return own.signal;
  }

  /** Failures `lib/http.ts` did not report, logged once here. */
  function logOnce(error: unknown): void {
    if (!reportedByClient(error)) log(error instanceof Error ? error : new Error(String(error)));
  }

  /**
   * Loads the products the dealer offers on a `dealType` deal (a cash deal is not offered GAP); a new
   * load ends the last. A list already shown stays while the next loads, but cannot be changed.
   */
  async function loadProducts(dealerId: string, dealType: DealType): Promise<void> {
    const s = restart('products');
    if (productsStatus.value !== 'ready') productsStatus.value = 'loading';
    productsLoading.value = true;
    try {
      const answer = await getDealerProtectionProducts(dealerId, dealType, s);
      if (s.aborted) return;
      batch(() => {
        products.value = answer.products;
        productsStatus.value = 'ready';
      });
    } catch (error) {
      if (s.aborted || isAbortError(error)) return;
      const off = error instanceof ApiError && error.isNotFound;
      // §8: a failed protection-products load clears the data; §6: a 404 is a dealer without products.
      batch(() => {
        products.value = [];
        productsStatus.value = off ? 'off' : 'error';
      });
      if (!off) logOnce(error);
    } finally {
      if (controllers.products?.signal === s) productsLoading.value = false;
    }
  }

  /** Loads the deal's jacket (a new load ends the last); it needs only the deal, so it starts first. */
  async function loadJacket(): Promise<void> {
    const s = restart('jacket');
    jacketStatus.value = 'loading';
    try {
      const answer = await getDealJacket(dealId, s);
      if (s.aborted) return;
      batch(() => {
        jacket.value = answer.insuranceWarranties;
        jacketStatus.value = 'ready';
      });
    } catch (error) {
      if (s.aborted || isAbortError(error)) return;
      // §8 again: the jacket is cleared, and unknown to the deal until a retry loads it.
      batch(() => {
        jacket.value = [];
        jacketStatus.value = 'error';
      });
      logOnce(error);
    }
  }

  /** Loads both again (the retry). */
  async function load(dealerId: string, dealType: DealType): Promise<void> {
    await Promise.all([loadProducts(dealerId, dealType), loadJacket()]);
  }

  /**
   * Adds the product (a plan replaces the plan on the deal: rules.ts `addToJacket`) or removes it:
   * PUTs the whole jacket and hands the re-priced deal to the deal page. Resolves false on failure.
   */
  async function toggle(product: ProtectionProduct): Promise<boolean> {
    if (!canChange.value) return false;
    const before = jacket.value;
    const next = inJacket(before, product.id) ? removeFromJacket(before, product.id) : addToJacket(before, product);
    batch(() => {
      pending.value = product.id;
      updateFailed.value = false;
    });
    try {
      const { customerAndDealData } = await putDealJacket(
        dealId,
        next.map((p) => p.id),
      );
      if (disposed) return false;
      jacket.value = customerAndDealData.jacket.insuranceWarranties;
      options.onRepriced?.(customerAndDealData);
      return true;
    } catch (error) {
      if (!disposed) updateFailed.value = true;
      logOnce(error);
      return false;
    } finally {
      pending.value = null;
    }
  }

  // The deal prices what the jacket holds; names follow the shopper's language (productName reads it).
  const stopSync = effect(() => {
    const status = jacketStatus.value;
    const list = jacket.value;
    if (status === 'ready')
      options.onJacket?.(list.map((p) => ({ id: p.id, name: productName(p), financedOnly: p.financedOnly })));
    else if (status === 'error') options.onJacket?.(null);
  });

  function dispose(): void {
    disposed = true;
    stopSync();
    controllers.products?.abort();
    controllers.jacket?.abort();
  }

  return {
    products,
    productsStatus,
    plans,
    dealerProducts,
    jacket,
    jacketStatus,
    pending,
    updateFailed,
    canChange,
    load,
    loadProducts,
    loadJacket,
    toggle,
    dispose,
  };
}
