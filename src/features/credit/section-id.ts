/** The deal page's credit section's id: the payment's "Pick your credit range" moves focus there. */
export const CREDIT_SECTION_ID = 'deal-credit';
