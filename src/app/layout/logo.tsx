/**
 * The themed logo (seed 001 §2 "Other small pieces"): a mark the campaign theme styles through
 * its CSS variables and `.logo--{theme}`, and the brand title next to it. With no title (the two
 * lender themes) the mark stands alone (or the theme's uploaded logo in its place) and the brand name is kept for screen readers only.
 */
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';

type Props = {
  /** The visible brand title, or null to show the mark alone. */
  title: string | null;
};

export function Logo({ title }: Props) {
  const { context } = useEnv();
  const theme = context.campaign.theme ?? 'default';
  const monogram = (title ?? context.campaign.name).trim().charAt(0).toUpperCase();
  return (
    <span class={`logo logo--${theme}`}>
      {context.campaign.logo ? (
        // The dealer's uploaded logo in place of the monogram; the name beside it (or hidden) says whose it is.
        <img class="logo__image" src={`${context.apiBase}${context.campaign.logo}`} alt="" />
      ) : (
        <span class="logo__mark" aria-hidden="true">
          {monogram}
        </span>
      )}
      {title !== null ? (
        <span class="logo__brand">{title}</span>
      ) : (
        <span class="visually-hidden">{t('shell.logo.homeLabel', { name: context.campaign.name })}</span>
      )}
    </span>
  );
}
