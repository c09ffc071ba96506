/**
 * The actions the server writes to the dealer workspace's audit log (`audit_log.action`). The workspace
 * names each in the member's language and shows any other as written; a server test checks that every
 * action the server writes is listed here.
 */
export const AUDIT_ACTIONS = [
  'staff.sign-in',
  'lead.view',
  'lead.update',
  'lead.note',
  'deal.view',
  'deal.price-lock',
  'deal.price-unlock',
  'deal.reservation-release',
  'deal.reservation-extend',
  'deal.reservation-refund',
  'deal.reveal-personal',
  'deal.document-accept',
  'deal.document-needs-new',
  'deal.trade-confirm',
  'deal.trade-counter',
  'contact.view',
  'contact.claim',
  'contact.release',
  'contact.done',
  'dealer.hours',
  'dealer.showroom-hours',
  'dealer.lead-settings',
  'dealer.lead-delivery',
  'dealer.lead-test',
  'dealer.inventory-import',
  'dealer.inventory-feed',
  'dealer.inventory-fetch',
  'audit.export',
  'staff.invite',
  'staff.add',
  'staff.role',
  'staff.remove',
  'staff.invite-accept',
  'settings.revert',
  'dealer.rules',
  'dealer.deposits',
  'dealer.protection',
  'dealer.accessories',
  'dealer.create',
  'campaign.settings',
  'dealer.profile',
  'campaign.theme',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);
