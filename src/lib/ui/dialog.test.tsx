import { cleanup, render } from '@testing-library/preact';
import { signal } from '@preact/signals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bridge } from '../bridge.ts';
import { EnvContext, type AppEnv } from '../env.tsx';
import { testContext } from '../../testing/context.ts';
import { Dialog } from './dialog.tsx';

afterEach(cleanup);

describe('Dialog and the host', () => {
  it('tells the host whether any dialog is open, so its overlay shows one close button', () => {
    const send = vi.fn<Bridge['send']>();
    const env: AppEnv = {
      context: testContext(),
      navigate: () => {},
      reload: () => {},
      host: { verified: true, parentOrigin: null, send, listen: () => () => {} },
      vehicleOfInterestId: signal(null),
    };
    const page = (a: boolean, b: boolean) => (
      <EnvContext.Provider value={env}>
        <Dialog open={a} title="First" onClose={() => {}}>
          one
        </Dialog>
        <Dialog open={b} title="Second" onClose={() => {}}>
          two
        </Dialog>
      </EnvContext.Provider>
    );
    const { rerender } = render(page(false, false));
    expect(send).not.toHaveBeenCalled();
    rerender(page(true, false));
    rerender(page(true, true));
    rerender(page(false, true));
    rerender(page(false, false));
    expect(send.mock.calls.map(([message]) => message)).toEqual([
      { type: 'modal', open: true },
      { type: 'modal', open: true },
      { type: 'modal', open: true },
      { type: 'modal', open: false },
    ]);
  });

  it('opens outside the app root too (no host to tell)', () => {
    const { getByRole } = render(
      <Dialog open title="Alone" onClose={() => {}}>
        text
      </Dialog>,
    );
    expect(getByRole('dialog', { name: 'Alone' })).toBeTruthy();
  });
});
