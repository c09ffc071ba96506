/**
 * A new dealer and its campaign in one form (platform admins; anyone else is told so, as the server would):
 * the dealer's profile, the campaign's slug and values; checked by the contract's schema, then the server's.
 */
import { useMemo, useRef } from 'react';
import { Link } from 'wouter';
import { CreateDealerSchema, ADMINS_ONLY } from '../../../contract/workspace-onboarding.ts';
import { serverMessage, t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { focusFirstInvalid, FormAlert, TextField } from '../../lib/fields.tsx';
import { createForm } from '../../lib/form.ts';
import { PageTitle } from '../../lib/page.tsx';
import { href } from '../../routes.ts';
import { createDealer } from './api.ts';
import { CampaignFields } from './campaign-fields.tsx';
import {
  campaignBody,
  campaignValues,
  EMPTY_CAMPAIGN,
  EMPTY_PROFILE,
  profileBody,
  profileValues,
  type FormValues,
} from './campaign-values.ts';
import { ProfileFields } from './profile-fields.tsx';

export default function NewDealerPage() {
  const { session, navigate } = useWorkspaceEnv();
  const me = session.me.value;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useMemo(
    () =>
      createForm<FormValues>({
        ...profileValues(EMPTY_PROFILE, 'dealer.'),
        'campaign.slug': '',
        ...campaignValues(EMPTY_CAMPAIGN, 'campaign.'),
      }),
    [],
  );
  const back = (
    <p class="ws-back">
      <Link href={href('dealers')}>{t('newDealer.back')}</Link>
    </p>
  );
  if (me?.role !== 'PLATFORM_ADMIN')
    return (
      <>
        {back}
        <PageTitle>{t('managers.forbiddenTitle')}</PageTitle>
        <p>{serverMessage(ADMINS_ONLY)}</p>
      </>
    );
  const values = form.values.value;
  const slug = typeof values['campaign.slug'] === 'string' ? values['campaign.slug'] : '';
  return (
    <>
      {back}
      <PageTitle>{t('newDealer.title')}</PageTitle>
      <form
        ref={formRef}
        class="ws-settings"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form
            .submit(CreateDealerSchema, createDealer, {
              onUnauthorized: () => session.expire(),
              body: (v) => ({
                dealer: profileBody(v, 'dealer.'),
                campaign: { slug: v['campaign.slug'], ...campaignBody(v, 'campaign.') },
              }),
            })
            .then((result) => {
              if (result.ok) {
                // The new dealer joins the dealer pickers of the other pages at once.
                const dealers = [...me.dealers, result.result.dealer].sort((a, b) => a.name.localeCompare(b.name));
                session.signedIn({ ...me, dealers });
                navigate(href('campaign', { slug: result.result.campaigns[0]?.slug ?? slug }));
              } else focusFirstInvalid(formRef.current);
            });
        }}
      >
        <p>{t('newDealer.intro')}</p>
        <FormAlert message={form.formError.value} />
        <fieldset class="ws-fieldset">
          <legend>{t('newDealer.dealer')}</legend>
          <ProfileFields form={form} prefix="dealer." />
        </fieldset>
        <fieldset class="ws-fieldset">
          <legend>{t('newDealer.campaign')}</legend>
          <TextField
            label={t('campaign.slug')}
            name="campaign.slug"
            value={slug}
            onValue={(typed) => form.set('campaign.slug', typed)}
            hint={t('campaign.slugHint')}
            error={form.fieldErrors.value['campaign.slug']}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
          />
          <CampaignFields form={form} prefix="campaign." />
        </fieldset>
        <div class="ws-actions">
          <button type="submit" class="ws-button ws-button--primary" aria-disabled={form.submitting.value}>
            {form.submitting.value ? t('newDealer.creating') : t('newDealer.create')}
          </button>
        </div>
      </form>
    </>
  );
}
