/** The sign-in pages, one chunk: the password, the code (or a recovery code), and the enrolment. */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { SIGN_IN_AGAIN } from '../../../contract/workspace.ts';
import { serverMessage, t } from '../../i18n/index.ts';
import { downloadText } from '../../lib/download.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { CheckboxField, FormAlert, TextField, focusFirstInvalid } from '../../lib/fields.tsx';
import { LanguageSwitch } from '../../lib/language-switch.tsx';
import { ErrorPanel, Loading, PageTitle } from '../../lib/page.tsx';
import { href } from '../../routes.ts';
import {
  createCodeModel,
  createEnrolModel,
  createPasswordModel,
  groupInFours,
  type CodeModel,
  type EnrolModel,
  type PasswordModel,
} from './model.ts';

function useNext(): string | null {
  return new URLSearchParams(useSearch()).get('next');
}

function SignInLayout({ children }: { children: ReactNode }) {
  return (
    <div class="ws-sign-in">
      <header class="ws-sign-in__header">
        <p class="ws-brand">
          {t('shell.product')} <span class="ws-brand__sub">{t('shell.workspace')}</span>
        </p>
        <LanguageSwitch />
      </header>
      <main id="main" class="ws-sign-in__card">
        {children}
      </main>
    </div>
  );
}

export function SignInPage({ model: given }: { model?: PasswordModel }) {
  const { session, navigate } = useWorkspaceEnv();
  const next = useNext();
  // Nothing to start or end: the model lives as long as its form.
  const model = useMemo(() => given ?? createPasswordModel({ session, navigate, next }), [next]);
  const formRef = useRef<HTMLFormElement>(null);
  const { values, fieldErrors, formError, submitting } = model.form;
  return (
    <SignInLayout>
      <PageTitle>{t('signIn.title')}</PageTitle>
      {session.ended.value && (
        <p class="ws-notice" role="status">
          {serverMessage(SIGN_IN_AGAIN)}
        </p>
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void model.submit().then((ok) => ok || focusFirstInvalid(formRef.current));
        }}
      >
        <FormAlert message={formError.value} />
        <TextField
          label={t('signIn.email')}
          name="email"
          type="email"
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="none"
          required
          value={values.value.email}
          error={fieldErrors.value.email}
          onValue={(value) => model.form.set('email', value)}
        />
        <TextField
          label={t('signIn.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.value.password}
          error={fieldErrors.value.password}
          onValue={(value) => model.form.set('password', value)}
        />
        <button type="submit" class="ws-button ws-button--primary" aria-disabled={submitting.value}>
          {submitting.value ? t('signIn.signingIn') : t('signIn.submit')}
        </button>
      </form>
    </SignInLayout>
  );
}

/** The code pages need the password step's CSRF token: after a reload the server gives it again, else back to the password. */
function NeedsPassword({ children }: { children: ReactNode }) {
  const { session } = useWorkspaceEnv();
  const next = useNext();
  const [resume, setResume] = useState<'asking' | 'none'>('asking');
  const needed = !session.passwordAccepted.value && session.status.value !== 'ready';
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void session.resumePassword().then((resumed) => live && !resumed && setResume('none'));
    return () => {
      live = false;
    };
  }, [needed]);
  if (!needed) return <>{children}</>;
  if (resume === 'asking') return <Loading />;
  return <Redirect to={href('signIn', {}, next ? { next } : {})} replace />;
}

export function CodePage({ model }: { model?: CodeModel }) {
  return (
    <SignInLayout>
      <NeedsPassword>
        <CodeForm {...(model ? { model } : {})} />
      </NeedsPassword>
    </SignInLayout>
  );
}

function CodeForm({ model: given }: { model?: CodeModel }) {
  const { session, navigate } = useWorkspaceEnv();
  const next = useNext();
  const model = useMemo(() => given ?? createCodeModel({ session, navigate, next }), [next]);
  const formRef = useRef<HTMLFormElement>(null);
  const recovery = model.useRecovery.value;
  const form = recovery ? model.recoveryForm : model.codeForm;
  return (
    <>
      <PageTitle>{t('code.title')}</PageTitle>
      <p>{recovery ? t('code.recoveryIntro') : t('code.intro')}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void model.submit().then((ok) => ok || focusFirstInvalid(formRef.current));
        }}
      >
        <FormAlert message={form.formError.value} />
        {recovery ? (
          <TextField
            key="recovery"
            label={t('code.recoveryCode')}
            name="recoveryCode"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            required
            value={model.recoveryForm.values.value.recoveryCode}
            error={model.recoveryForm.fieldErrors.value.recoveryCode}
            onValue={(value) => model.recoveryForm.set('recoveryCode', value)}
          />
        ) : (
          <TextField
            key="code"
            label={t('code.code')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            required
            value={model.codeForm.values.value.code}
            error={model.codeForm.fieldErrors.value.code}
            onValue={(value) => model.codeForm.set('code', value)}
          />
        )}
        <div class="ws-actions">
          <button type="submit" class="ws-button ws-button--primary" aria-disabled={form.submitting.value}>
            {t('code.submit')}
          </button>
          <button
            type="button"
            class="ws-button ws-button--link"
            onClick={() => {
              model.toggleRecovery();
              // The other field replaces this one: keyboard users continue in it.
              setTimeout(() => formRef.current?.querySelector<HTMLInputElement>('input')?.focus(), 0);
            }}
          >
            {recovery ? t('code.useApp') : t('code.useRecovery')}
          </button>
        </div>
      </form>
    </>
  );
}

export function EnrolPage({ model }: { model?: EnrolModel }) {
  return (
    <SignInLayout>
      <NeedsPassword>
        <Enrolment {...(model ? { model } : {})} />
      </NeedsPassword>
    </SignInLayout>
  );
}

function Enrolment({ model: given }: { model?: EnrolModel }) {
  const { session, navigate } = useWorkspaceEnv();
  const next = useNext();
  const model = usePageModel(() => given ?? createEnrolModel({ session, navigate, next }), [next]);
  const codes = model.recoveryCodes.value;
  if (codes) return <RecoveryCodes model={model} codes={codes} />;
  const state = model.enrolment.value;
  return (
    <>
      <PageTitle>{t('enrol.title')}</PageTitle>
      {state.status === 'error' ? (
        <ErrorPanel message={state.message} onRetry={() => void model.load()} />
      ) : state.status !== 'complete' ? (
        <Loading />
      ) : (
        <>
          <ol class="ws-steps">
            <li>
              <p>{t('enrol.scan')}</p>
              <img
                class="ws-qr"
                width={200}
                height={200}
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(state.data.qrSvg)}`}
                alt={t('enrol.qrAlt')}
              />
              <p>{t('enrol.typeSecret')}</p>
              <p>
                <code class="ws-secret">{groupInFours(state.data.secret)}</code>
              </p>
            </li>
            <li>
              <p>{t('enrol.enterCode')}</p>
              <EnrolCodeForm model={model} />
            </li>
          </ol>
        </>
      )}
    </>
  );
}

function EnrolCodeForm({ model }: { model: EnrolModel }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, fieldErrors, formError, submitting } = model.form;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.submit().then((ok) => ok || focusFirstInvalid(formRef.current));
      }}
    >
      <FormAlert message={formError.value} />
      <TextField
        label={t('code.code')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        required
        value={values.value.code}
        error={fieldErrors.value.code}
        onValue={(value) => model.form.set('code', value)}
      />
      <button type="submit" class="ws-button ws-button--primary" aria-disabled={submitting.value}>
        {t('enrol.submit')}
      </button>
    </form>
  );
}

function RecoveryCodes({ model, codes }: { model: EnrolModel; codes: readonly string[] }) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = `${codes.join('\n')}\n`;
  return (
    <>
      <PageTitle>{t('recovery.title')}</PageTitle>
      <p>{t('recovery.intro')}</p>
      <ol class="ws-codes" aria-label={t('recovery.listLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div class="ws-actions">
        <button
          type="button"
          class="ws-button"
          onClick={() => {
            // No clipboard (an insecure context, an old browser): say so, the download still works.
            if (!navigator.clipboard) return setCopied(t('recovery.copyFailed'));
            navigator.clipboard.writeText(text).then(
              () => setCopied(t('recovery.copied')),
              () => setCopied(t('recovery.copyFailed')),
            );
          }}
        >
          {t('recovery.copy')}
        </button>
        <button type="button" class="ws-button" onClick={() => downloadText('upshift-recovery-codes.txt', text)}>
          {t('recovery.download')}
        </button>
      </div>
      <p class="ws-status" role="status">
        {copied}
      </p>
      <CheckboxField
        label={t('recovery.saved')}
        name="saved"
        checked={model.saved.value}
        onValue={(value) => model.setSaved(value)}
      />
      <button type="button" class="ws-button ws-button--primary" disabled={!model.saved.value} onClick={model.proceed}>
        {t('recovery.continue')}
      </button>
    </>
  );
}
