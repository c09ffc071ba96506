/**
 * Reserve it, the few words other pages show: the "Reserved" badge, the deal's "Reserve this vehicle"
 * entry and the shopper's reservation summary (deal page, garage, certificate). The pages' copy is reserve.ts.
 */
export const reserveSummary = {
  'reserveSummary.badge': 'Reserved',
  'reserveSummary.reservedByOther': 'This vehicle is reserved by another shopper.',
  'reserveSummary.yours': 'You reserved this vehicle.',
  'reserveSummary.button': 'Reserve this vehicle',
  'reserveSummary.offer': 'Reserve it for {amount} — refundable for {days} days',
  'reserveSummary.offerNoRefund': 'Reserve it for {amount} — not refundable once paid',
  'reserveSummary.signIn': 'Sign in to reserve this vehicle',
  'reserveSummary.busy': 'Opening…',
  'reserveSummary.failed': 'We could not open the reservation.',
  'reserveSummary.finishHint': 'A refundable deposit holds the vehicle for you.',
  'reserveSummary.heading': 'Your reservation',
  'reserveSummary.amount': 'Deposit',
  'reserveSummary.receipt': 'Receipt number',
  'reserveSummary.heldUntil': 'Held until',
  'reserveSummary.refundableUntil': 'Refundable until',
  'reserveSummary.status': 'Status',
  'reserveSummary.status.PENDING': 'Waiting for your card',
  'reserveSummary.status.CHALLENGE': 'Waiting for your bank',
  'reserveSummary.status.PROCESSING': 'Processing',
  'reserveSummary.status.HELD': 'Held for you',
  'reserveSummary.status.DECLINED': 'Declined: nothing held',
  'reserveSummary.status.EXPIRED': 'Hold ended',
  'reserveSummary.status.RELEASED': 'Released by the dealer',
  'reserveSummary.status.REFUNDED': 'Refunded',
  'reserveSummary.status.CANCELLED': 'Cancelled',
  'reserveSummary.view': 'See your reservation',
};
