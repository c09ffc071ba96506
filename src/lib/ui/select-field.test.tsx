import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { createForm, required } from '../forms/index.ts';
import { SelectField } from './select-field.tsx';

describe('SelectField', () => {
  it('sets the form value on change', async () => {
    const form = createForm({ time: { label: 'contact.field.time', initial: '', rules: [required] } });
    render(<SelectField form={form} name="time" placeholder="Pick" options={[{ value: 'a', label: 'A' }]} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'a' } });
    await waitFor(() => expect(form.values.value.time).toBe('a'));
  });
});
