/** One page context for unit tests: plain defaults, each part overridable. Test code only. */
import type { Campaign, Dealer, PageContext, Visitor } from '../contract/page-context.ts';

/** The one test dealer: pages that show a dealer show this one. */
export const TEST_DEALER: Dealer = {
  id: 'd1',
  name: 'Tigard Motors',
  phoneNumber: '5035550100',
  address: '1 Main St',
  city: 'Tigard',
  stateCode: 'OR',
  zipCode: '97223',
  timeZone: 'America/Los_Angeles',
  website: 'https://tigard.example',
};

/** The visitor of a signed-in shopper. */
export const SIGNED_IN: Partial<Visitor> = { isLoggedIn: true, userId: 'u1', firstName: 'Ana' };

export type ContextOverrides = Partial<Omit<PageContext, 'campaign' | 'visitor'>> & {
  campaign?: Partial<Campaign>;
  visitor?: Partial<Visitor>;
};

export function testContext({ campaign, visitor, ...rest }: ContextOverrides = {}): PageContext {
  return {
    mode: 'standalone',
    overlayEnabled: false,
    locale: 'en',
    apiBase: '',
    refererUrl: null,
    dealer: null,
    financierName: null,
    navBrand: 'Demo Motors',
    vehicleOfInterestId: null,
    environment: 'dev',
    oneTap: null,
    placesApiKey: null,
    error: null,
    ...rest,
    campaign: {
      slug: 'demo',
      name: 'Demo',
      title: 'Demo',
      productId: 102,
      theme: 'default',
      channel: 'ecommerce',
      domain: 'demo.test',
      phoneNumber: null,
      phoneNumberFormatted: null,
      pinEnabled: false,
      warrantyEnabled: false,
      callCenterEnabled: false,
      tenantId: 't1',
      upgradeProgram: false,
      paymentType: 'FINANCE',
      ssos: [],
      noPaymentDays: null,
      programId: null,
      stockTypeConditions: ['NEW', 'USED'],
      cobrowseLicenseKey: null,
      featureFlags: [],
      disabledPages: [],
      allowedOrigins: [],
      ...campaign,
    },
    visitor: {
      isLoggedIn: false,
      userId: null,
      prospectId: null,
      firstName: null,
      lastName: null,
      email: null,
      phoneNumber: null,
      zipcode: null,
      isMember: false,
      isMemberDisabled: false,
      pinValidated: false,
      userExistForProspect: false,
      autoSendMFA: false,
      displayPinForm: false,
      dealCount: 0,
      ...visitor,
    },
  };
}
