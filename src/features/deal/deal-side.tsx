/**
 * The deal desk's parts with forms (a chunk of its own, loaded alongside the deal): among the levers,
 * the trade-in summary and the tax location; in the side column, saving the deal with its name and the
 * reminder to save. The forms they type in (and the form library) come with them.
 */
import '../../lib/i18n/parts/deal.ts';
import { useEffect, useMemo } from 'react';
import { href, type RouteName } from '../../contract/route-table.ts';
import { useSession } from '../auth/index.ts';
import { useKnownDetails } from '../known-details/index.ts';
import { vehicleTitle } from '../vehicle/index.ts';
import type { Deal } from '../../contract/deal.ts';
import type { DealModel } from './model.ts';
import { createDealNameForm, SavePanel, SaveReminder } from './save-panel.tsx';
import { TaxLocationSection } from './tax-location.tsx';
import { TradeSummary } from './trade-summary.tsx';

export function DealSide({ model, deal, route }: { model: DealModel; deal: Deal; route: RouteName }) {
  const { isLoggedIn } = useSession();
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
      <SaveReminder model={model} form={form} loggedIn={loggedIn} route={route} />
    </>
  );
}

/** The levers shared by every tab, after the tab's own: the trade (valued from here, it comes back here) and where the deal is taxed. */
export function DealLevers({ model, deal, route }: { model: DealModel; deal: Deal; route: RouteName }) {
  const known = useKnownDetails();
  const vehicle = model.vehicle.data.value?.vehicle;
  return (
    <>
      <TradeSummary
        deal={deal}
        path={href(route === 'noProfileDeal' ? 'noProfileDeal' : 'deal', { dealId: deal.dealId })}
        vehicleId={vehicle?.id ?? null}
      />
      <TaxLocationSection model={model} deal={deal} onZipGiven={(zipCode) => known.remember({ zipCode })} />
    </>
  );
}
