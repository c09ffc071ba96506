import { effect } from '@preact/signals';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http.ts';
import { locale } from '../i18n/index.ts';
import { createForm } from './form.ts';
import { email, phone, required, zip } from './rules.ts';

afterEach(() => {
  locale.value = 'en';
});

function ghostLikeForm() {
  return createForm({
    firstName: { label: 'forms.label.firstName', initial: '', rules: [required] },
    email: { label: 'forms.label.email', initial: '', rules: [required, email] },
    phoneNumber: { label: 'forms.label.phoneNumber', initial: '', rules: [phone] },
    zipCode: { label: 'forms.label.zipCode', initial: '', rules: [required, zip] },
    terms: { label: 'forms.label.terms', initial: false, rules: [required] },
  });
}

function fillValid(form: ReturnType<typeof ghostLikeForm>) {
  form.setValues({ firstName: 'Ana', email: 'ana@example.com', zipCode: '97223', terms: true });
}

describe('createForm', () => {
  it('validates eagerly on every change, before anything is shown', () => {
    const form = ghostLikeForm();
    const seen: (string | null)[] = [];
    const stop = effect(() => {
      seen.push(form.errors.value.email);
    });
    form.setValue('email', 'ana@');
    form.setValue('email', 'ana@example.com');
    stop();
    // @ts-expect-error a checkbox field holds a boolean
    form.setValue('terms', 'yes');
    expect(seen).toEqual(['Email is required', 'Email must be a valid email', null]);
    expect(form.fieldError('email')).toBeNull();
  });

  it('shows a field error after touch', () => {
    const form = ghostLikeForm();
    expect(form.fieldError('firstName')).toBeNull();
    form.touch('firstName');
    expect(form.fieldError('firstName')).toBe('First Name is required');
    expect(form.fieldError('zipCode')).toBeNull();
  });

  it('refuses to submit when invalid and then shows every error', async () => {
    const form = ghostLikeForm();
    let called = false;
    const outcome = await form.submit(async () => {
      called = true;
    });
    expect(outcome).toEqual({ status: 'invalid' });
    expect(called).toBe(false);
    expect(form.fieldError('zipCode')).toBe('Zip Code is required');
    expect(form.fieldError('terms')).toBe('Terms is required');
    expect(form.fieldError('phoneNumber')).toBeNull();
  });

  it('runs the handler with the values when valid', async () => {
    const form = ghostLikeForm();
    fillValid(form);
    expect(form.isValid.value).toBe(true);
    const outcome = await form.submit(async (values) => `${values.firstName}/${values.zipCode}/${values.terms}`);
    expect(outcome).toEqual({ status: 'success', result: 'Ana/97223/true' });
    expect(form.submitting.value).toBe(false);
  });

  it('maps a 400 onto fields, keeps unmatched messages form-level and keeps every value', async () => {
    const form = ghostLikeForm();
    fillValid(form);
    form.setValue('phoneNumber', '(555) 123-4567');
    const before = form.values.value;
    const error = new ApiError('Bad request', 'http', 400, [
      { field: 'email', message: 'Duplicate email' },
      { field: 'county', message: 'County is unknown' },
    ]);
    const outcome = await form.submit(() => Promise.reject(error));
    expect(outcome).toEqual({ status: 'error', error });
    expect(form.fieldError('email')).toBe('Duplicate email');
    expect(form.formError.value).toEqual(['County is unknown']);
    expect(form.values.value).toEqual(before);
  });

  it('clears a server error when the shopper edits that field', () => {
    const form = ghostLikeForm();
    fillValid(form);
    form.setServerErrors([
      { field: 'email', message: 'Duplicate email' },
      { field: 'zipCode', message: 'No such zip' },
    ]);
    form.setValue('email', 'other@example.com');
    expect(form.fieldError('email')).toBeNull();
    expect(form.fieldError('zipCode')).toBe('No such zip');
  });

  it('shows the generic message (per modal) for anything but a 400, and keeps the values', async () => {
    const form = ghostLikeForm();
    fillValid(form);
    await form.submit(() => Promise.reject(new ApiError('boom', 'http', 500)));
    expect(form.formError.value).toEqual(['Sorry, there was an unexpected error, please try again shortly.']);
    await form.submit(() => Promise.reject(new Error('offline')), { unexpected: 'forms.unexpectedCall' });
    expect(form.formError.value).toEqual([
      'Sorry, there was an unexpected error, please close this window and try again shortly.',
    ]);
    expect(form.values.value.firstName).toBe('Ana');
  });

  it('refuses a second submit while one is running', async () => {
    const form = ghostLikeForm();
    fillValid(form);
    let finish!: () => void;
    const first = form.submit(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(form.submitting.value).toBe(true);
    expect(await form.submit(async () => undefined)).toEqual({ status: 'busy' });
    finish();
    expect((await first).status).toBe('success');
  });

  it('translates messages when the locale changes', () => {
    const form = ghostLikeForm();
    form.touch('firstName');
    locale.value = 'es';
    expect(form.fieldError('firstName')).toBe('Nombre es obligatorio');
    expect(form.label('zipCode')).toBe('Código postal');
  });

  it('resets to the initial values, untouched and without errors', async () => {
    const form = ghostLikeForm();
    await form.submit(async () => undefined);
    form.setFieldError('zipCode', 'No match');
    form.reset({ email: 'prefill@example.com' });
    expect(form.values.value).toEqual({
      firstName: '',
      email: 'prefill@example.com',
      phoneNumber: '',
      zipCode: '',
      terms: false,
    });
    expect(form.fieldError('zipCode')).toBeNull();
    expect(form.submitted.value).toBe(false);
  });

  it('takes form-level messages a feature words itself, cleared by the next submit', async () => {
    const form = ghostLikeForm();
    form.setFormError(['Please try again in 10 minutes.']);
    expect(form.formError.value).toEqual(['Please try again in 10 minutes.']);
    await form.submit(async () => undefined);
    expect(form.formError.value).toEqual([]);
  });
});
