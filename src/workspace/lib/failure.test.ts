import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { placeRefusal } from './failure.ts';

const refused = (status: number, fieldErrors: { field: string; message: string }[] = []) =>
  new ApiError('Invalid request', 'http', status, fieldErrors);

describe('placeRefusal', () => {
  const setup = (withSession = true) => {
    const onUnauthorized = vi.fn();
    const place = vi.fn();
    const formError = signal<string | null>(null);
    return {
      to: { onUnauthorized: withSession ? onUnauthorized : undefined, place, formError },
      onUnauthorized,
      place,
    };
  };

  it('ends the session on a 401, and nothing else', () => {
    const { to, onUnauthorized, place } = setup();
    placeRefusal(refused(401), to);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(place).not.toHaveBeenCalled();
    expect(to.formError.value).toBeNull();
  });

  it('puts a 400’s field errors on their fields', () => {
    const { to, place } = setup();
    const errors = [{ field: 'docFee', message: 'Enter an amount' }];
    placeRefusal(refused(400, errors), to);
    expect(place).toHaveBeenCalledWith(errors);
    expect(to.formError.value).toBeNull();
  });

  it('makes any other failure, or a 401 nobody handles, the form’s message', () => {
    const { to, place } = setup(false);
    placeRefusal(refused(409), to);
    expect(to.formError.value).toBe('Invalid request');
    placeRefusal(new ApiError('GET /x failed', 'network', 0), to);
    expect(to.formError.value).not.toBe('Invalid request');
    placeRefusal(refused(401), to);
    expect(place).not.toHaveBeenCalled();
  });
});
