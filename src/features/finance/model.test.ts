import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { forgetShopper } from '../../lib/session-end.ts';
import { testContext } from '../../testing/context.ts';
import { useFakeApi } from '../../testing/fake-api.ts';
import { createKnownDetails } from '../known-details/model.ts';
import { financeDraft } from './model.ts';

useFakeApi();

describe('financeDraft', () => {
  it('keeps the application in progress for its deal, and forgets it when the shopper signs out', () => {
    const known = createKnownDetails({ visitor: signal(testContext().visitor) });
    const first = financeDraft.get('d-1', known);
    expect(financeDraft.get('d-1', known)).toBe(first);
    // The SSN and income typed into it must not outlive the session.
    forgetShopper();
    expect(financeDraft.get('d-1', known)).not.toBe(first);
  });
});
