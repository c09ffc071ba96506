import type { LeadScope } from '../../contract/contact.ts';
import type { OpenContact } from './index.ts';

/** What the contact host hands each of its modals (their own module: the modals load on demand). */
export type ContactModalProps = { request: OpenContact; scope: LeadScope; userTimeZone: string };
