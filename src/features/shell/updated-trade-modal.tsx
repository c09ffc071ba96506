/**
 * Seed 001 §2/§4 "Updated trade modal": on layout load, when the trade's payoff changed, tell a
 * logged-in visitor once per session. Closing records it (session key updatedUserAboutNewTradeValue).
 */
import { useEffect, useState } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { formatMoney } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { isAbortError } from '../../lib/remote-data.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import { useSession } from '../auth/index.ts';
import { getPayoffUpdated } from './api.ts';
import { type PayoffUpdatedResponse } from '../../contract/shell.ts';
import {
  recordToldAboutNewTradeValue,
  showUpdatedTradeModal,
  tradeDifferenceLabel,
  wasToldAboutNewTradeValue,
} from './rules.ts';
import { FEATURE_FLAGS, hasFlag } from '../../contract/shell.ts';
import type { PayoffUpdatedInfo } from '../../contract/shell.ts';
// Its copy ships with it, not with the first paint.
import '../../lib/i18n/parts/shell-on-demand.ts';

const DIRECTION_TEXT = {
  'shell.updatedTrade.lower': 'banner.updatedTrade.lower',
  'shell.updatedTrade.higher': 'banner.updatedTrade.higher',
} as const;

type Props = { load?: (signal: AbortSignal) => Promise<PayoffUpdatedResponse> };

export function UpdatedTradeModal({ load = getPayoffUpdated }: Props) {
  const { context } = useEnv();
  const session = useSession();
  const loggedIn = session.isLoggedIn.value;
  const [payoffInfo, setPayoffInfo] = useState<PayoffUpdatedInfo | null>(null);
  const [alreadyTold, setAlreadyTold] = useState(wasToldAboutNewTradeValue);
  const flagOn = hasFlag(context.campaign, FEATURE_FLAGS.UPDATED_TRADE_MODAL_DISPLAY);

  useEffect(() => {
    const told = wasToldAboutNewTradeValue();
    setAlreadyTold(told);
    setPayoffInfo(null);
    // The payoff is the logged-in visitor's: nothing to ask for otherwise, or when it could not show.
    if (!loggedIn || !flagOn || told) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (response) => setPayoffInfo(response.info),
      (error: unknown) => {
        // An optional notice: a failure (already reported by the client) just means no modal.
        if (!isAbortError(error)) setPayoffInfo(null);
      },
    );
    return () => controller.abort();
  }, [loggedIn, flagOn]);

  const open = showUpdatedTradeModal({
    campaign: context.campaign,
    visitor: session.visitor.value,
    payoffInfo,
    alreadyTold,
  });

  function close() {
    recordToldAboutNewTradeValue();
    setAlreadyTold(true);
  }

  return (
    <Dialog
      open={open}
      title={t('banner.updatedTrade.title')}
      onClose={close}
      closeOnBackdrop={false}
      actions={
        <button type="button" class="button button--primary" onClick={close}>
          {t('common.close')}
        </button>
      }
    >
      {payoffInfo && <UpdatedTradeBody info={payoffInfo} />}
    </Dialog>
  );
}

function UpdatedTradeBody({ info }: { info: PayoffUpdatedInfo }) {
  const difference = tradeDifferenceLabel(info.difference);
  const rows = [
    ['banner.updatedTrade.tradeOffer', info.oldTradeOffer, info.newTradeOffer],
    ['banner.updatedTrade.payoff', info.oldPayoff, info.newPayoff],
    ['banner.updatedTrade.netOffer', info.oldNetOffer, info.newNetOffer],
  ] as const;
  return (
    <div class="updated-trade">
      <p class="updated-trade__vehicle">
        <strong>{info.vehicleName}</strong>
        <span class="updated-trade__vin">{t('banner.updatedTrade.vin', { vin: info.vin })}</span>
      </p>
      <table class="updated-trade__table">
        <thead>
          <tr>
            <td />
            <th scope="col">{t('banner.updatedTrade.previous')}</th>
            <th scope="col">{t('banner.updatedTrade.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, before, after]) => (
            <tr key={label}>
              <th scope="row">{t(label)}</th>
              <td>{formatMoney(before)}</td>
              <td>{formatMoney(after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="updated-trade__net">
        <span>{t('banner.updatedTrade.netTradeOffer')}</span>
        <strong class="updated-trade__net-value">{formatMoney(info.newNetOffer)}</strong>
      </p>
      <p class="updated-trade__difference">
        {t('banner.updatedTrade.difference', {
          amount: formatMoney(difference.amount),
          direction: t(DIRECTION_TEXT[difference.direction]),
        })}
      </p>
    </div>
  );
}
