/**
 * Signing a deal online (contract in api.ts): the deal's signing state as the
 * server keeps it (so every page, and a reload, resumes at the right step), the code steps (the
 * profile feature's MFA model over this deal's code calls), the electronic-records consent and the
 * signature forms. Nothing typed is cleared by an error: a refused signature keeps the name typed;
 * only the agreement is unticked when the figures changed, since it was given to other figures.
 * Signals only, no JSX.
 */
import '../../lib/i18n/parts/contracting.ts';
import { computed, signal } from '@preact/signals';
import { maxChar, required, type Rule } from '../../lib/forms/index.ts';
import { createForm } from '../../lib/forms/index.ts';
import { ApiError } from '../../lib/http.ts';
import { t, type Locale } from '../../lib/i18n/index.ts';
import { createRemote, errorMessages } from '../../lib/remote-data.ts';
import { createDraft } from '../../lib/draft.ts';
import { trackLead } from '../../lib/tracking.ts';
import type { MfaModel } from '../profile/index.ts';
import { getContracting, giveEsignConsent, sendSigningCode, signContract, verifySigningCode } from './api.ts';
import { SIGNATURE_MAX_LENGTH, type ContractingState } from '../../contract/contracting.ts';
import { CURRENT_ESIGN_CONSENT_VERSION } from '../../contract/esign-consent.ts';
import { contractingStep, isQuoteChanged, type ContractingStep } from './rules.ts';
import { signatureMatches } from '../../contract/contracting.ts';

export type ContractingModel = ReturnType<typeof createContractingModel>;

/** A ticked box, with its own message ('{field} is required' reads badly for an agreement). */
const ticked =
  (key: 'contracting.consent.required' | 'contracting.sign.agreeRequired'): Rule =>
  (value) =>
    value === true ? null : { key, params: {} };

export function createContractingModel(dealId: string) {
  const state = createRemote<ContractingState>();
  const step = computed<ContractingStep | null>(() => {
    const current = state.data.value;
    return current ? contractingStep(current) : null;
  });
  /** The code steps of the current verification; a new one each time the deal needs verifying. */
  const mfa = signal<MfaModel | null>(null);
  /** The code steps' chunk did not arrive (a lost connection): the step offers to try again. */
  const mfaFailed = signal(false);
  let starting = false;

  const consentForm = createForm({
    agree: { label: 'contracting.consent.agreeField', initial: false, rules: [ticked('contracting.consent.required')] },
  });

  /** The signature must be the buyer's name: the same rule the server applies. */
  const isBuyersName: Rule = (value) => {
    const buyer = state.data.value?.contract?.buyer;
    if (!buyer || typeof value !== 'string' || value.trim() === '') return null;
    return signatureMatches(value, buyer)
      ? null
      : { key: 'contracting.sign.mismatch', params: { name: `${buyer.firstName} ${buyer.lastName}` } };
  };
  const signForm = createForm({
    signatureName: {
      label: 'contracting.sign.name',
      initial: '',
      rules: [required, maxChar(SIGNATURE_MAX_LENGTH), isBuyersName],
    },
    agreed: { label: 'contracting.sign.agree', initial: false, rules: [ticked('contracting.sign.agreeRequired')] },
  });

  async function startVerification(): Promise<void> {
    const current = mfa.value;
    if ((current && !current.verified.value) || starting) return;
    starting = true;
    mfaFailed.value = false;
    try {
      // The code steps (the profile feature's) are their own chunk: only this step needs them.
      const { createMfaModel } = await import('../profile/index.ts');
      const model = createMfaModel({
        api: {
          // The deal's state was just loaded: the code steps start from it.
          contactInfo: () => Promise.resolve({ methods: state.data.value?.methods ?? [] }),
          codeState: () => Promise.resolve(state.data.value?.code ?? null),
          send: (method) => sendSigningCode(dealId, method),
          verify: (code) => verifySigningCode(dealId, code),
        },
        onVerified: () => void refresh(),
      });
      mfa.value = model;
      void model.load();
    } catch {
      mfaFailed.value = true;
    } finally {
      starting = false;
    }
  }

  /** Loads the deal's signing state; the code steps start when the deal waits for a code. */
  async function load(): Promise<void> {
    const loaded = await state.run((s) => getContracting(dealId, s));
    if (loaded && contractingStep(loaded) === 'verify') await startVerification();
  }

  /** Reloads without a spinner (the last state stays on screen meanwhile). */
  async function refresh(): Promise<void> {
    try {
      const loaded = await getContracting(dealId);
      state.set(loaded);
      if (contractingStep(loaded) === 'verify') await startVerification();
    } catch {
      await load();
    }
  }

  /** After a refused step: a 409 means the deal moved on (or back), so its state is read again. */
  async function afterFailure(form: { setFormError(messages: readonly string[]): void }, error: unknown) {
    if (error instanceof ApiError && error.isBadRequest) return;
    form.setFormError(errorMessages(error));
    if (error instanceof ApiError && error.status === 409) await refresh();
  }

  /** The consent step: the current version's text, in the language it was shown in. */
  async function agree(lang: Locale): Promise<boolean> {
    const result = await consentForm.submit(() =>
      giveEsignConsent(dealId, { version: CURRENT_ESIGN_CONSENT_VERSION, locale: lang, accepted: true }),
    );
    if (result.status === 'success') {
      state.set(result.result);
      return true;
    }
    if (result.status === 'error') await afterFailure(consentForm, result.error);
    return false;
  }

  /** Signs the contract on screen (its digest): the new state on success, else why not. */
  async function sign(): Promise<boolean> {
    const contract = state.data.value?.contract;
    if (!contract) return false;
    const result = await signForm.submit((values) =>
      signContract(dealId, { signatureName: values.signatureName.trim(), agreed: true, digest: contract.digest }),
    );
    if (result.status === 'success') {
      state.set(result.result);
      trackLead('contract-signed');
      return true;
    }
    if (result.status !== 'error') return false;
    if (isQuoteChanged(result.error)) {
      // The agreement was given to the old figures: the shopper reads the new ones and agrees again.
      signForm.setValue('agreed', false);
      await refresh();
      signForm.setFormError([t('contracting.sign.changed')]);
      return false;
    }
    await afterFailure(signForm, result.error);
    return false;
  }

  return { dealId, state, step, mfa, mfaFailed, startVerification, consentForm, signForm, load, refresh, agree, sign };
}

/**
 * The signing in progress for this page load, one deal's at a time: its three pages share it, so a
 * signature typed on the contract page survives a trip to another page. Each page still reloads the state on arrival.
 */
export const contractingDraft = createDraft(
  (dealId: string) => createContractingModel(dealId),
  (dealId) => dealId,
);
