/**
 * A campaign's controls, each labelled with the spec's meaning of its value (seed 000 §1, seed 001 §3 and §8):
 * the same ones when a dealer is created and when its campaign is edited, so both read and check alike.
 */
import type { ReactNode } from 'react';
import {
  DISABLEABLE_PAGES,
  FEATURE_FLAG_LIST,
  PAYMENT_TYPES,
  STOCK_TYPES,
} from '../../../contract/workspace-onboarding.ts';
import { hasMessage, t } from '../../i18n/index.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../lib/fields.tsx';
import type { WorkspaceForm } from '../../lib/form.ts';
import type { FormValues } from './campaign-values.ts';

type Props = { form: WorkspaceForm<FormValues>; prefix?: string };

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset class="ws-fieldset">
      <legend>{legend}</legend>
      {hint && <p class="ws-field__hint">{hint}</p>}
      {children}
    </fieldset>
  );
}

export function CampaignFields({ form, prefix = '' }: Props) {
  const values = form.values.value;
  const errors = form.fieldErrors.value;
  const text = (name: string) => {
    const value = values[`${prefix}${name}`];
    return typeof value === 'string' ? value : '';
  };
  const tick = (name: string) => values[`${prefix}${name}`] === true;
  const textField = (name: string, extra: { inputMode?: 'numeric' } = {}) => (
    <TextField
      label={t(`campaign.${name}` as 'campaign.name')}
      name={`${prefix}${name}`}
      value={text(name)}
      onValue={(typed) => form.set(`${prefix}${name}`, typed)}
      hint={t(`campaign.${name}Hint` as 'campaign.nameHint')}
      error={errors[`${prefix}${name}`]}
      autoComplete="off"
      spellCheck={false}
      {...extra}
    />
  );
  const box = (name: string, label: string, hint?: string) => (
    <CheckboxField
      key={name}
      label={label}
      name={`${prefix}${name}`}
      checked={tick(name)}
      onValue={(on) => form.set(`${prefix}${name}`, on)}
      hint={hint}
    />
  );
  return (
    <>
      {textField('name')}
      {textField('title')}
      <SelectField
        label={t('campaign.productId')}
        name={`${prefix}productId`}
        value={text('productId')}
        onValue={(value) => form.set(`${prefix}productId`, value)}
        hint={t('campaign.productIdHint')}
        error={errors[`${prefix}productId`]}
        options={['102', '103'].map((id) => ({
          value: id,
          label: t(`campaign.product.${id}` as 'campaign.product.102'),
        }))}
      />
      {textField('channel')}
      {textField('tenantId')}
      {textField('programId')}
      <SelectField
        label={t('campaign.paymentType')}
        name={`${prefix}paymentType`}
        value={text('paymentType')}
        onValue={(value) => form.set(`${prefix}paymentType`, value)}
        hint={t('campaign.paymentTypeHint')}
        error={errors[`${prefix}paymentType`]}
        options={PAYMENT_TYPES.map((type) => ({ value: type, label: t(`campaign.payment.${type}`) }))}
      />
      {textField('noPaymentDays', { inputMode: 'numeric' })}
      {textField('ssos')}
      <Group legend={t('campaign.switches')}>
        {box('pinEnabled', t('campaign.pinEnabled'), t('campaign.pinEnabledHint'))}
        {box('warrantyEnabled', t('campaign.warrantyEnabled'), t('campaign.warrantyEnabledHint'))}
        {box('callCenterEnabled', t('campaign.callCenterEnabled'), t('campaign.callCenterEnabledHint'))}
      </Group>
      <Group legend={t('campaign.stockTypes')} hint={t('campaign.stockTypesHint')}>
        {STOCK_TYPES.map((type) => box(`stock.${type}`, t(`campaign.stock.${type}`)))}
      </Group>
      <Group legend={t('campaign.flags')} hint={t('campaign.flagsHint')}>
        {FEATURE_FLAG_LIST.map((flag) => {
          const key = `campaign.flag.${flag}`;
          return box(`flag.${flag}`, hasMessage(key) ? t(key) : flag);
        })}
      </Group>
      <Group legend={t('campaign.pages')} hint={t('campaign.pagesHint')}>
        {DISABLEABLE_PAGES.map((page) => box(`page.${page}`, t(`campaign.page.${page}`)))}
      </Group>
      <TextAreaField
        label={t('campaign.allowedOrigins')}
        name={`${prefix}allowedOrigins`}
        value={text('allowedOrigins')}
        onValue={(typed) => form.set(`${prefix}allowedOrigins`, typed)}
        hint={t('campaign.allowedOriginsHint')}
        error={errors[`${prefix}allowedOrigins`]}
        maxLength={6000}
        rows={3}
      />
    </>
  );
}
