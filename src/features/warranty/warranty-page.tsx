/** `/warranty`: the lifetime powertrain warranty and the vehicle service contract plans (seed 000 §1, §3). */
import '../../lib/i18n/parts/warranty.ts';
import { Link } from 'wouter';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { SERVICE_CONTRACT_PLANS } from './rules.ts';

export default function WarrantyPage() {
  return (
    <article class="page warranty">
      <h1>{t('warranty.heading')}</h1>
      <p class="hero__lead">{t('warranty.lead')}</p>
      <h2>{t('warranty.plansHeading')}</h2>
      <p>{t('warranty.plansLead')}</p>
      <table class="warranty__plans">
        <caption class="visually-hidden">{t('warranty.plansHeading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('warranty.col.plan')}</th>
            <th scope="col">{t('warranty.col.price')}</th>
            <th scope="col">{t('warranty.col.miles')}</th>
          </tr>
        </thead>
        <tbody>
          {SERVICE_CONTRACT_PLANS.map((plan) => (
            <tr key={plan.name}>
              <th scope="row">{t(plan.name)}</th>
              <td>{t('warranty.perMonth', { amount: formatMoney(plan.pricePerMonth) })}</td>
              <td>
                {plan.mileageLimit === null
                  ? t('warranty.unlimited')
                  : t('warranty.miles', { miles: formatNumber(plan.mileageLimit) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="muted">{t('warranty.note')}</p>
      <Link href={href('listings')} class="button button--primary">
        {t('warranty.shop')}
      </Link>
    </article>
  );
}
