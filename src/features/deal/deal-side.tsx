/**
 * The deal desk's side column up to the credit section (a chunk of its own, loaded alongside
 * the deal): saving the deal with its name, the trade-in summary, the tax location, and the reminder to
 * save. The forms they type in (and the form library) come with them.
 */
import '../../lib/i18n/parts/deal.ts';
import { useEffect, useMemo } from 'react';
import { href, type RouteName } from '../../lib/route-table.ts';
import { useSession } from '../auth/index.ts';
import { useKnownDetails } from '../known-details/index.ts';
import { vehicleTitle } from '../vehicle/index.ts';
import type { Deal } from './api.ts';
import type { DealModel } from './model.ts';
import { createDealNameForm, SavePanel, SaveReminder } from './save-panel.tsx';
import { TaxLocationSection } from './tax-location.tsx';
import { TradeSummary } from './trade-summary.tsx';

export function DealSide({ model, deal, route }: { model: DealModel; deal: Deal; route: RouteName }) {
  const { isLoggedIn } = useSession();
  const known = useKnownDetails();
  const loggedIn = isLoggedIn.value;
  const form = useMemo(() => createDealNameForm(deal.dealName ?? ''), [deal.dealId]);
  const vehicle = model.vehicle.data.value?.vehicle;

  // A deal without a name gets the vehicle's as a starting point, unless the shopper typed one.
  useEffect(() => {
    if (vehicle && form.values.value.dealName === '' && !form.touched.value.dealName) {
      form.setValue('dealName', `${vehicleTitle(vehicle)} ${vehicle.trim}`.slice(0, 60));
    }
  }, [vehicle, form]);

  return (
    <>
      <SavePanel model={model} form={form} loggedIn={loggedIn} />
      <TradeSummary
        deal={deal}
        path={href(route === 'noProfileDeal' ? 'noProfileDeal' : 'deal', { dealId: deal.dealId })}
        vehicleId={vehicle?.id ?? null}
      />
      <TaxLocationSection model={model} deal={deal} onZipGiven={(zipCode) => known.remember({ zipCode })} />
      <SaveReminder model={model} form={form} loggedIn={loggedIn} route={route} />
    </>
  );
}
