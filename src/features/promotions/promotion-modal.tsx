/** The five modals of seed 001 §2 "Campaign promotions banner", one per banner text. */
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import { useSession } from '../auth/index.ts';
import { readRedirectQuery, runRedirect, type RedirectInput } from '../../lib/redirect.ts';
import type { ShellRoute, ProgramIds } from '../../contract/shell.ts';
import {
  dealershipNameChangeAction,
  evModalAction,
  generalPromotionLines,
  PROMOTION_MODAL_COPY,
  showBmwUpgradeOffersButton,
  toyotaModalAction,
  upgradeOffersAction,
  type PromotionAction,
} from './modal-rules.ts';
import type { PromotionModal as PromotionModalKind } from './rules.ts';

type Props = {
  modal: PromotionModalKind | null;
  onClose: () => void;
  route: ShellRoute | null;
  search: string;
  programs: ProgramIds;
};

export function PromotionModal({ modal, onClose, route, search, programs }: Props) {
  const { context, navigate } = useEnv();
  const session = useSession();
  if (modal === null) return null;
  const { campaign } = context;
  const copy = PROMOTION_MODAL_COPY[modal];
  const redirectInput: RedirectInput = {
    visitor: session.visitor.value,
    campaign,
    programs,
    ...readRedirectQuery(search),
  };

  function mainAction(kind: PromotionModalKind): PromotionAction {
    switch (kind) {
      case 'dealership-name-change':
        return dealershipNameChangeAction({ campaign, route });
      case 'ev':
        return evModalAction({ campaign });
      case 'toyota':
        return toyotaModalAction(redirectInput);
      case 'bmw-loyalty':
      case 'general':
        return upgradeOffersAction(redirectInput);
    }
  }

  function run(action: PromotionAction) {
    onClose();
    if (action.kind === 'navigate') navigate(action.path);
    // Through the redirect rule itself, which stores SRP_FILTERS and clears mfaCode before navigating.
    if (action.kind === 'redirect')
      runRedirect({ ...redirectInput, ...(action.filters ? { filters: action.filters } : {}) }, navigate);
  }

  const showMain = modal !== 'bmw-loyalty' || showBmwUpgradeOffersButton({ campaign, route, programs });
  const days = campaign.noPaymentDays ?? 0;

  return (
    <Dialog
      open
      title={t(copy.title)}
      onClose={onClose}
      actions={
        <>
          {showMain && (
            <button type="button" class="button button--primary" onClick={() => run(mainAction(modal))}>
              {t(copy.button)}
            </button>
          )}
          {modal === 'general' && (
            <button type="button" class="button button--secondary" onClick={onClose}>
              {t('common.close')}
            </button>
          )}
        </>
      }
    >
      {modal === 'dealership-name-change' && (
        <p>{t('promotions.nameChange.body', { dealer: context.dealer?.name ?? campaign.title })}</p>
      )}
      {(modal === 'ev' || modal === 'toyota') && copy.body.map((key) => <p key={key}>{t(key)}</p>)}
      {modal === 'bmw-loyalty' && (
        <>
          <ul class="promotion-modal__benefits">
            <li>{t('promotions.bmw.benefit1')}</li>
            <li>{t('promotions.bmw.benefit2')}</li>
            <li>{t('promotions.bmw.benefit3', { days })}</li>
          </ul>
          <p class="promotion-modal__disclaimer">{t('promotions.bmw.disclaimer')}</p>
        </>
      )}
      {modal === 'general' && (
        <ul class="promotion-modal__benefits">
          {generalPromotionLines({ campaign, financierName: context.financierName }).map((line) => (
            <li key={line.key}>{t(line.key, line.params)}</li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
