/** The contact center's words for its codes, and the shopper's clock, in the member's language. */
import type { ContactKind, ContactRequest, ContactStatus } from '../../../contract/workspace-contact.ts';
import { intlLocale, t, type MessageKey } from '../../i18n/index.ts';

export const contactKindLabel = (kind: ContactKind): string => t(`contactKind.${kind}` as MessageKey);
export const contactStatusLabel = (status: ContactStatus): string => t(`contactStatus.${status}` as MessageKey);

/** The slot (else the time of asking) as the shopper's own clock reads it, with their zone. */
export function shopperClock(r: ContactRequest): string {
  const zone = r.shopper.timeZone;
  try {
    const at = new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
    return `${at.format(r.scheduledAt ?? r.createdAt)} (${zone})`;
  } catch {
    // A zone this browser does not know: the server's reading of it.
    return t('contact.shopperTimeValue', { ...r.shopperLocal, zone });
  }
}

/** What the shopper's clock says now ("3:42 PM"), to call at a decent hour; null for an unknown zone. */
export function shopperNow(zone: string, now = Date.now()): string | null {
  try {
    return new Intl.DateTimeFormat(intlLocale(), { timeStyle: 'short', timeZone: zone }).format(now);
  } catch {
    return null;
  }
}
