/** The words for the contract's codes (lead kinds, statuses, deliveries, roles) in the member's language. */
import type { LeadKind } from '../../contract/bridge-protocol.ts';
import type { DELIVERY_STATUSES, LeadStatus, StaffRole } from '../../contract/workspace.ts';
import { t, type MessageKey } from '../i18n/index.ts';

export const kindLabel = (kind: LeadKind): string => t(`kind.${kind}` as MessageKey);
export const statusLabel = (status: LeadStatus): string => t(`status.${status}` as MessageKey);
export const deliveryLabel = (delivery: (typeof DELIVERY_STATUSES)[number]): string =>
  t(`delivery.${delivery}` as MessageKey);
export const roleLabel = (role: StaffRole): string => t(`role.${role}` as MessageKey);
