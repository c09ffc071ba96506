/** "My Garage" with the saved-deal count badge (seed 001 §2 "Menu links"), for the shell's navigation. */
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { formatNumber } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { useSession } from '../auth/index.ts';
import { garageCount, type GarageCountModel } from './model.ts';
import { garageBadge, garageLinkLabelKey, showGarageLink } from './rules.ts';

type Props = { class?: string; model?: GarageCountModel };

export function GarageLink({ class: className, model = garageCount }: Props) {
  const { context } = useEnv();
  const loggedIn = useSession().isLoggedIn.value;
  useEffect(() => model.sync(loggedIn), [loggedIn, model]);
  if (!showGarageLink(loggedIn, context.campaign.disabledPages)) return null;
  const count = model.count.value;
  const badge = garageBadge(count);
  return (
    <Link
      href={href('garage')}
      class={`garage-link ${className ?? ''}`}
      aria-label={t(garageLinkLabelKey(count), { count: formatNumber(count) })}
    >
      {t('shop.garage.link')}
      {badge !== null && (
        <span class="garage-link__badge" aria-hidden="true">
          {formatNumber(badge)}
        </span>
      )}
    </Link>
  );
}
