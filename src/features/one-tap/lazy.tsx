/**
 * The feature's mount points. Each checks its rule first, so where one-tap is off nothing is
 * fetched; the components themselves are their own chunk (first paint does not carry them).
 */
import { Suspense } from 'react';
import { useEnv } from '../../lib/env.tsx';
import type { OneTapButtonProps } from './one-tap-button.tsx';
import { isOneTapEnabled, ssoRegisterProviders } from './rules.ts';
import type { SsoRegisterButtonsProps } from './sso-register-buttons.tsx';
import { lazyComponent } from '../../lib/ui/lazy-component.tsx';

const LazyOneTapButton = lazyComponent(() => import('./one-tap-button.tsx'));
const LazySsoRegisterButtons = lazyComponent(() => import('./sso-register-buttons.tsx'));

/** 'Log in with Google' where the campaign has GOOGLE_ONE_TAP_FEATURE and the server an identity provider. */
export function OneTapButton(props: OneTapButtonProps) {
  const { context } = useEnv();
  if (!isOneTapEnabled(context)) return null;
  return (
    <Suspense fallback={null}>
      <LazyOneTapButton {...props} />
    </Suspense>
  );
}

/** One sign-up button per provider of the campaign's `ssos` this app supports. */
export function SsoRegisterButtons(props: SsoRegisterButtonsProps) {
  const { context } = useEnv();
  if (ssoRegisterProviders(context).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazySsoRegisterButtons {...props} />
    </Suspense>
  );
}
