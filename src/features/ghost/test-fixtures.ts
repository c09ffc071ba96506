/** The campaign, the lead and the server answers the ghost registration tests share. Test code only. */
import type { GeocodeMatch } from '../../contract/address.ts';
import type { GhostLead, RegisterGhostResponse } from '../../contract/ghost.ts';
import { geocodeMatch } from '../../testing/fixtures.ts';

/** The campaign overrides of a campaign with ghost registration. */
export const GHOST = { featureFlags: ['GHOST_ACCOUNT_REGISTER_FEATURE'] };

/** A lead the ghost-lead cookie (or its session backup) remembers. */
export const LEAD: GhostLead = {
  firstName: 'Gina',
  lastName: 'Whitfield',
  phoneNumber: '5125550177',
  email: 'gina.ghost@upshift.test',
  zipCode: '78701',
};

export const RESPONSE: RegisterGhostResponse = {
  success: true,
  user: { id: 'u-9', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
  csrfToken: 'new-token',
  returning: false,
};

/** The geocoder's answer to the ghost form, which sends no street: the ZIP code's own place. */
export const zipMatch = (city = 'Austin', zipCode = '78701'): GeocodeMatch => ({
  ...geocodeMatch({ street1: '', city, state: 'TX', zipCode, county: 'Travis' }),
  lat: 30.27,
  lng: -97.74,
});
