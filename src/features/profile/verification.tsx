/**
 * A whole verification of one subject (a prospect by PIN, a member by email) and what follows the
 * server's yes: signed in → the redirect rule (seed 001 §4, rule 4: welcome-back or listings), as a
 * new page (seed 001 §2: the page context changed); a
 * disabled member → why we cannot sign them in and whom to call; a prospect without an account →
 * create one. What verification grants is decided by the server (demo-host/server/http/routes/mfa.ts).
 */
import '../../lib/i18n/parts/profile.ts';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { formatPhone } from '../../contract/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { useSession } from '../auth/index.ts';
import { offersTrade, SHELL_PATHS } from '../../lib/campaign.ts';
import { readRedirectQuery, redirectAfter, runRedirect } from '../../lib/redirect.ts';
import { usePageModel } from '../../lib/use-page-model.ts';
import { SEEDED_PROGRAM_IDS } from '../../contract/shell.ts';
import type { VerifyResponse } from '../../contract/profile.ts';
import { MfaPanel } from './mfa-panel.tsx';
import { createMfaModel, mfaApiFor, type MfaModel, type MfaSubject } from './model.ts';
import { afterVerification } from './rules.ts';

/**
 * A model for the subject, loaded on mount (and again for another subject). On the server's yes
 * the session takes the new visitor, and a shopper now signed in goes where the redirect rule says
 * at once (the page may re-render into its signed-in state, so this cannot wait for a render).
 */
export function useMfaModel(subject: MfaSubject, autoSend: boolean): MfaModel {
  const session = useSession();
  const env = useEnv();
  const search = useSearch();
  const latest = useRef({ env, search });
  latest.current = { env, search };
  const key = subject.kind === 'prospect' ? `p:${subject.prospectId}` : `m:${subject.email}`;
  return usePageModel(
    () =>
      createMfaModel({
        api: mfaApiFor(subject),
        autoSend,
        onVerified: (answer) => {
          session.verified(answer.visitor);
          if (afterVerification(answer) !== 'signed-in') return;
          const now = latest.current;
          runRedirect(
            {
              visitor: answer.visitor,
              campaign: now.env.context.campaign,
              programs: SEEDED_PROGRAM_IDS,
              ...readRedirectQuery(now.search),
            },
            redirectAfter('pin-verification', now.env),
          );
        },
      }),
    [key, autoSend],
  );
}

/** A prospect whose PIN this session validated confirms it is them. */
export function ProspectVerification({ prospectId, autoSend }: { prospectId: string; autoSend: boolean }) {
  const model = useMfaModel({ kind: 'prospect', prospectId }, autoSend);
  return <Verification model={model} />;
}

export function Verification({ model }: { model: MfaModel }) {
  const answer = model.answer.value;
  return answer ? <Verified answer={answer} /> : <MfaPanel model={model} />;
}

function Verified({ answer }: { answer: VerifyResponse }) {
  const { context } = useEnv();
  const heading = useRef<HTMLHeadingElement>(null);
  const next = afterVerification(answer);
  const name = answer.visitor.firstName ?? '';

  // The code field is gone: focus goes to what replaced it (signed in, the page itself moves on).
  useEffect(() => heading.current?.focus(), [answer]);

  if (next === 'signed-in') {
    return (
      <p class="notice notice--success" role="status">
        {t('profile.verified.signedIn', { name })}
      </p>
    );
  }
  if (next === 'member-disabled') {
    const phone = context.campaign.phoneNumber ?? context.dealer?.phoneNumber ?? null;
    return (
      <div class="card" role="alert">
        <h2 ref={heading} tabIndex={-1}>
          {t('profile.verified.disabledTitle')}
        </h2>
        <p>{t('profile.verified.disabled')}</p>
        <p>
          {phone
            ? t('profile.verified.disabledCall', { phone: formatPhone(phone) })
            : t('profile.verified.disabledContact')}
        </p>
        <div class="profile-actions">
          {phone && (
            <a href={`tel:+1${phone.replace(/\D/g, '')}`} class="button button--primary">
              {t('profile.verified.call', { phone: formatPhone(phone) })}
            </a>
          )}
          <Link href={href('home')} class="button button--secondary">
            {t('profile.keepShopping')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div class="card">
      <h2 ref={heading} tabIndex={-1}>
        {t('profile.verified.prospectTitle', { name })}
      </h2>
      <p>{t(offersTrade(context.campaign) ? 'profile.verified.prospect' : 'profile.verified.prospectNoTrade')}</p>
      <div class="profile-actions">
        <Link href={SHELL_PATHS.register} class="button button--primary">
          {t('profile.verified.register')}
        </Link>
        <Link href={href('home')} class="button button--secondary">
          {t('profile.keepShopping')}
        </Link>
      </div>
    </div>
  );
}
