/** The words for the contract's codes (lead kinds, statuses, deliveries, roles, audit actions) in the member's language. */
import type { LeadKind } from '../../contract/bridge-protocol.ts';
import type { DELIVERY_STATUSES, LeadStatus, StaffRole } from '../../contract/workspace.ts';
import { isAuditAction, type AuditAction } from '../../contract/workspace-audit.ts';
import { hasMessage, t, type MessageKey } from '../i18n/index.ts';

// `as const` keeps the template's type, so a new kind or status without words fails the type check.
export const kindLabel = (kind: LeadKind): string => t(`kind.${kind}` as const);
export const statusLabel = (status: LeadStatus): string => t(`status.${status}` as const);
export const deliveryLabel = (delivery: (typeof DELIVERY_STATUSES)[number]): string =>
  t(`delivery.${delivery}` as MessageKey);
export const roleLabel = (role: StaffRole): string => t(`role.${role}` as MessageKey);

/** Listed one by one so the type checker asks for a label when an action is added. */
const AUDIT_ACTION_KEYS: Record<AuditAction, MessageKey> = {
  'staff.sign-in': 'audit.action.staffSignIn',
  'lead.view': 'audit.action.leadView',
  'lead.update': 'audit.action.leadUpdate',
  'lead.note': 'audit.action.leadNote',
  'deal.view': 'audit.action.dealView',
  'deal.price-lock': 'audit.action.dealPriceLock',
  'deal.price-unlock': 'audit.action.dealPriceUnlock',
  'deal.reservation-release': 'audit.action.dealReservationRelease',
  'deal.reservation-extend': 'audit.action.dealReservationExtend',
  'deal.reservation-refund': 'audit.action.dealReservationRefund',
  'deal.reveal-personal': 'audit.action.dealRevealPersonal',
  'deal.document-accept': 'audit.action.dealDocumentAccept',
  'deal.document-needs-new': 'audit.action.dealDocumentNeedsNew',
  'deal.trade-confirm': 'audit.action.dealTradeConfirm',
  'deal.trade-counter': 'audit.action.dealTradeCounter',
  'contact.view': 'audit.action.contactView',
  'contact.claim': 'audit.action.contactClaim',
  'contact.release': 'audit.action.contactRelease',
  'contact.done': 'audit.action.contactDone',
  'dealer.hours': 'audit.action.dealerHours',
  'dealer.showroom-hours': 'audit.action.dealerShowroomHours',
  'dealer.lead-settings': 'audit.action.dealerLeadSettings',
  'dealer.rules': 'audit.action.dealerRules',
  'dealer.deposits': 'audit.action.dealerDeposits',
  'dealer.protection': 'audit.action.dealerProtection',
  'dealer.accessories': 'audit.action.dealerAccessories',
  'dealer.lead-delivery': 'audit.action.dealerLeadDelivery',
  'dealer.lead-test': 'audit.action.dealerLeadTest',
  'dealer.inventory-import': 'audit.action.dealerInventoryImport',
  'dealer.inventory-feed': 'audit.action.dealerInventoryFeed',
  'dealer.inventory-fetch': 'audit.action.dealerInventoryFetch',
  'audit.export': 'audit.action.auditExport',
  'staff.invite': 'audit.action.staffInvite',
  'staff.add': 'audit.action.staffAdd',
  'staff.role': 'audit.action.staffRole',
  'staff.remove': 'audit.action.staffRemove',
  'staff.invite-accept': 'audit.action.staffInviteAccept',
  'settings.revert': 'audit.action.settingsRevert',
  'dealer.create': 'audit.action.dealerCreate',
  'campaign.settings': 'audit.action.campaignSettings',
  'dealer.profile': 'audit.action.dealerProfile',
  'campaign.theme': 'audit.action.campaignTheme',
};
/** An action this build does not know (a newer server's) shows as the server wrote it. */
export const auditActionLabel = (action: string): string =>
  isAuditAction(action) ? t(AUDIT_ACTION_KEYS[action]) : action;

/**
 * A settings field by its path (`docFee`, `days.MON.open`): the words of the path or of its nearest named parent
 * (`days.MON`: Monday), else the path as written.
 */
export function settingsFieldLabel(path: string): string {
  for (let parts = path.split('.'); parts.length > 0; parts = parts.slice(0, -1)) {
    const key = `field.${parts.join('.')}`;
    if (hasMessage(key)) return t(key);
  }
  return path;
}

/** Each field once: a day whose opening and closing both changed is named once. */
export const settingsFieldsLabel = (paths: readonly string[]): string =>
  [...new Set(paths.map(settingsFieldLabel))].join(', ');
