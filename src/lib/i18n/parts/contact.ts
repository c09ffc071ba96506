/**
 * Makes the contact messages available; imported by the (lazy) modules that use them. The Spanish is a
 * chunk of its own: loaded now when Spanish is in use (lazy pages wait for it, partsReady), else on the switch.
 */
import { contact } from '../en/contact.ts';
import { addPart } from '../index.ts';

addPart(contact, { es: () => import('../es/contact.ts').then((m) => m.contact) });
