/**
 * Seed 000 §1 marketing copy "An upgrade program": what the campaign's upgrade program offers the
 * shopper (seed 000 §6: its tenant is configured as the upgrade program), with its no-payment days
 * and financier from the campaign, and the two ways into it.
 */
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import '../../lib/i18n/parts/programs.ts';
import { href } from '../../contract/route-table.ts';
import { isPageDisabled, listingsPath } from '../../lib/campaign.ts';

export function UpgradeProgram() {
  const { context } = useEnv();
  const { campaign, financierName } = context;
  return (
    <section class="card upgrade-program" aria-labelledby="upgrade-program">
      <h2 id="upgrade-program">{t('upgrade.heading', { program: campaign.title })}</h2>
      <p>{t('upgrade.body')}</p>
      {(campaign.noPaymentDays || financierName) && (
        <ul class="upgrade-program__terms">
          {campaign.noPaymentDays ? <li>{t('upgrade.noPayment', { days: campaign.noPaymentDays })}</li> : null}
          {financierName ? <li>{t('upgrade.financier', { financier: financierName })}</li> : null}
        </ul>
      )}
      <div class="account-prompt__actions">
        {!isPageDisabled(campaign, 'listings') && (
          <Link href={listingsPath(campaign)} class="button button--primary">
            {t('upgrade.shop')}
          </Link>
        )}
        {!isPageDisabled(campaign, 'trade') && (
          <Link href={href('trade')} class="button button--secondary">
            {t('upgrade.trade')}
          </Link>
        )}
      </div>
    </section>
  );
}
