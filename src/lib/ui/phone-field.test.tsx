import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createForm, phone, required } from '../forms/index.ts';
import { locale } from '../i18n/index.ts';
import { PhoneField } from './phone-field.tsx';

const phoneForm = () =>
  createForm({ phoneNumber: { label: 'forms.label.phoneNumber', initial: '', rules: [required, phone] } });

afterEach(() => {
  cleanup();
  locale.value = 'en';
});

describe('PhoneField', () => {
  it('is a telephone input named by its label', () => {
    render(<PhoneField form={phoneForm()} name="phoneNumber" required />);
    const input = screen.getByLabelText('Phone Number') as HTMLInputElement;
    expect(input.type).toBe('tel');
    expect(input.autocomplete).toBe('tel-national');
    expect(input.inputMode).toBe('tel');
    expect(input.maxLength).toBe(14);
    expect(input.required).toBe(true);
  });

  it("masks what is typed as '(###) ###-####' and keeps at most ten digits", async () => {
    const form = phoneForm();
    render(<PhoneField form={form} name="phoneNumber" />);
    const input = screen.getByLabelText('Phone Number') as HTMLInputElement;
    fireEvent.input(input, { target: { value: '55512' } });
    expect(input.value).toBe('(555) 12');
    await waitFor(() => expect(form.values.value.phoneNumber).toBe('(555) 12'));
    fireEvent.input(input, { target: { value: '555a1234567890' } });
    expect(input.value).toBe('(555) 123-4567');
    await waitFor(() => expect(form.values.value.phoneNumber).toBe('(555) 123-4567'));
    expect(input.required).toBe(false);
  });

  it("says 'Enter a valid 10 digit phone number' on blur, tied to the input, until the number is whole", async () => {
    render(<PhoneField form={phoneForm()} name="phoneNumber" />);
    const input = screen.getByLabelText('Phone Number') as HTMLInputElement;
    fireEvent.input(input, { target: { value: '555123' } });
    expect(screen.queryByText('Enter a valid 10 digit phone number')).toBeNull();
    input.focus();
    input.blur();
    const error = await screen.findByText('Enter a valid 10 digit phone number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    fireEvent.input(input, { target: { value: '5551234567' } });
    await waitFor(() => expect(screen.queryByText('Enter a valid 10 digit phone number')).toBeNull());
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('speaks Spanish', async () => {
    locale.value = 'es';
    render(<PhoneField form={phoneForm()} name="phoneNumber" />);
    const input = screen.getByLabelText('Número de teléfono');
    fireEvent.input(input, { target: { value: '012' } });
    input.focus();
    input.blur();
    expect(await screen.findByText('Ingrese un número de teléfono válido de 10 dígitos')).toBeTruthy();
  });
});
