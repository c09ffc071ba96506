/**
 * The ghost registration form's state (seed 001 §2 "Ghost account modal", §4 "Ghost registration"):
 * the ghost lead (server cookie, else the `cscookiebackup` copy), the form, its toast, and the
 * submit flow: verify the form, geocode the zip code, fill the address fields, register (once the
 * email is proved with the code sent to it: 'Verify your email or phone number below to continue
 * shopping'), store the cookie backup, and go to /login-success/ghost. Shared by the modal and the page.
 */
import '../../lib/i18n/parts/validation.ts';
import '../../lib/i18n/parts/ghost.ts';
import { batch, computed, signal } from '@preact/signals';
import { geocode } from '../address/index.ts';
import { isDuplicateEmail, type SignedIn } from '../auth/index.ts';
import { isEmailNotVerified } from '../profile/index.ts';
import { createForm, type Form } from '../../lib/forms/index.ts';
import { ApiError } from '../../lib/http.ts';
import { t } from '../../lib/i18n/index.ts';
import { isAbortError } from '../../lib/remote-data.ts';
import { safeSession, STORAGE_KEYS, type SafeStorage, type SessionKey } from '../../lib/storage.ts';
import { trackLead } from '../../lib/tracking.ts';
import { createToastModel, type ToastModel } from '../../lib/ui/toast.tsx';
import { deleteGhostLeadCookie, getGhostLeadCookie, registerGhost } from './api.ts';
import { type GhostLead, type GhostScope } from '../../contract/ghost.ts';
import { CURRENT_CONSENT_VERSION, type ConsentLocale } from '../../contract/contact-consent.ts';
import {
  CookieBackupSchema,
  fillFromGeocode,
  ghostFormFields,
  ghostFormPrefill,
  isRecognisedGhost,
  loginSuccessHref,
  pickGeocodeMatch,
  pickGhostLead,
  toCookieBackup,
  toRegisterGhostRequest,
  type GhostFormFields,
} from './rules.ts';

export type GhostModelOptions = GhostScope & {
  /** The language the consent texts are shown in now. */
  locale: () => ConsentLocale;
  /** Seed 001 §2 "/login-success/ghost; optional redirectPath". */
  redirectPath?: string | undefined;
  /** The session model's update once the server signed the shopper in. */
  /** Takes the new session's CSRF token and who the shopper is now (the session model's `signedIn`). */
  onSignedIn: (result: SignedIn) => void;
  /** Where to go after success (the modal closes itself first). */
  onDone: (href: string) => void;
  storage?: Pick<SafeStorage<SessionKey>, 'getJSON' | 'setJSON' | 'remove'>;
  toast?: ToastModel;
};

/** No geocode match for the zip code: an error on the zip code field, not a failure. */
class NoGeocodeMatch extends Error {
  override name = 'NoGeocodeMatch';
}

export type GhostModel = ReturnType<typeof createGhostModel>;

export function createGhostModel(options: GhostModelOptions) {
  const storage = options.storage ?? safeSession;
  const toast = options.toast ?? createToastModel();
  const form: Form<GhostFormFields> = createForm(ghostFormFields());
  const lead = signal<GhostLead | null>(null);
  // Until the cookie was read, so the generic form never flashes before "Welcome Back".
  const loading = signal(true);
  /** The email the server called a duplicate; the notice shows until the shopper changes it. */
  const duplicateOf = signal<string | null>(null);
  /** The address whose code the shopper is asked for before the server signs them up (or back in). */
  const emailToVerify = signal<string | null>(null);
  /** Form-level messages are a 400's unmatched field errors; other failures are the toast. */
  const badRequest = signal(false);
  let controller: AbortController | null = null;

  const recognised = computed(() => isRecognisedGhost(lead.value));
  const duplicateEmail = computed(
    () => duplicateOf.value !== null && duplicateOf.value === form.values.value.email.trim(),
  );
  const formMessages = computed(() => (badRequest.value ? form.formError.value : []));

  function showLead(next: GhostLead | null): void {
    batch(() => {
      lead.value = next;
      duplicateOf.value = null;
      badRequest.value = false;
      form.reset(isRecognisedGhost(next) ? ghostFormPrefill(next) : {});
    });
  }

  /** Reads the ghost cookie; a failed read is only logged (seed 001 §8, the client reports it). */
  async function load(): Promise<void> {
    controller?.abort();
    const own = new AbortController();
    controller = own;
    loading.value = true;
    let server: GhostLead | null = null;
    try {
      server = await getGhostLeadCookie(options.campaign, own.signal);
    } catch (error) {
      if (isAbortError(error)) return;
    }
    if (own.signal.aborted) return;
    const backup = storage.getJSON(STORAGE_KEYS.cscookiebackup, CookieBackupSchema);
    batch(() => {
      loading.value = false;
      showLead(pickGhostLead(server, backup));
    });
  }

  /** 'Not {name}? Click Here': forget the ghost cookie (and its backup) and show the generic form. */
  async function forgetGhost(): Promise<void> {
    storage.remove(STORAGE_KEYS.cscookiebackup);
    showLead(null);
    try {
      await deleteGhostLeadCookie();
    } catch {
      // Seed 001 §8: a failed delete is logged only (the HTTP client reports it).
    }
  }

  /** Seed 001 §4 "Ghost registration". Resolves to true once the shopper is on their way. */
  async function submit(): Promise<boolean> {
    badRequest.value = false;
    emailToVerify.value = null;
    toast.dismiss();
    let backup: GhostLead | null = null;
    const outcome = await form.submit(async (values) => {
      const match = pickGeocodeMatch(await geocode({ zipCode: values.zipCode.trim() }));
      if (!match) throw new NoGeocodeMatch();
      const geocoded = fillFromGeocode(match);
      form.setValues({ zipCode: geocoded.zipCode });
      const body = toRegisterGhostRequest(values, geocoded, {
        version: CURRENT_CONSENT_VERSION,
        locale: options.locale(),
      });
      const response = await registerGhost(body, { campaign: options.campaign, dealer: options.dealer });
      backup = toCookieBackup(values, geocoded);
      return response;
    });
    if (outcome.status === 'busy') return false;
    if (outcome.status === 'invalid') {
      toast.show({ title: t('forms.requiredFieldsTitle'), message: t('forms.requiredFields'), variant: 'danger' });
      return false;
    }
    if (outcome.status === 'error') {
      const { error } = outcome;
      if (isAbortError(error)) return false;
      if (error instanceof NoGeocodeMatch) {
        form.setFieldError('zipCode', t('ghost.zipNotFound'));
        return false;
      }
      // The address is not proved in this session: the code step, then this submit again.
      if (error instanceof ApiError && error.isBadRequest && isEmailNotVerified(error.fieldErrors)) {
        batch(() => {
          form.setServerErrors(error.fieldErrors.filter((e) => !isEmailNotVerified([e])));
          emailToVerify.value = form.values.value.email.trim();
        });
        return false;
      }
      if (error instanceof ApiError && error.isBadRequest && error.fieldErrors.length > 0) {
        // Field errors are on their fields (the form did that); a duplicate email gets its notice.
        badRequest.value = true;
        if (isDuplicateEmail(error.fieldErrors)) {
          duplicateOf.value = form.values.value.email.trim();
          form.setServerErrors(error.fieldErrors.filter((e) => !isDuplicateEmail([e])));
        }
        return false;
      }
      toast.show({ message: t('forms.somethingWrong'), variant: 'danger' });
      return false;
    }
    const { result } = outcome;
    // A recognised ghost signed back in is the lead they already were, not a new one.
    if (!result.returning) trackLead('ghost');
    if (backup) storage.setJSON(STORAGE_KEYS.cscookiebackup, backup);
    options.onSignedIn({
      user: result.user,
      csrfToken: result.csrfToken,
      newAccount: !result.returning,
      dealsSaved: result.dealsSaved,
    });
    options.onDone(loginSuccessHref(options.redirectPath));
    return true;
  }

  /** 'Use a different email address': back to the form as it was. */
  function cancelVerify(): void {
    emailToVerify.value = null;
  }

  function dispose(): void {
    controller?.abort();
    toast.dispose();
  }

  return {
    form,
    lead,
    loading,
    recognised,
    duplicateEmail,
    formMessages,
    emailToVerify,
    toast,
    load,
    forgetGhost,
    submit,
    cancelVerify,
    dispose,
  };
}
