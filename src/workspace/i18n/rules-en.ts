/** The money and rules page's English copy (spread into en.ts). `field.*` name its fields in the history and the audit log. */
import { FEE_MESSAGE, TAX_ZIP_MESSAGE, TAX_ZIP_UNKNOWN } from '../../contract/workspace-dealer-rules.ts';
import {
  PRODUCT_DESCRIPTION_MESSAGE,
  PRODUCT_NAME_MESSAGE,
  PRODUCT_PRICE_MESSAGE,
} from '../../contract/workspace-dealer-protection.ts';
import { DEPOSIT_AMOUNT_MESSAGE, HOLD_HOURS_MESSAGE, REFUND_DAYS_MESSAGE } from '../../contract/reservation.ts';

export const rulesEn = {
  'shell.dealerRules': 'Money and rules',

  'server.dealerFee': FEE_MESSAGE,
  'server.taxZip': TAX_ZIP_MESSAGE,
  'server.taxZipUnknown': TAX_ZIP_UNKNOWN,

  'audit.action.dealerRules': 'Changed money and rules',
  'audit.action.dealerProtection': 'Changed protection products',

  'shell.dealerProtection': 'Protection products',
  'server.productPrice': PRODUCT_PRICE_MESSAGE,
  'server.productName': PRODUCT_NAME_MESSAGE,
  'server.productDescription': PRODUCT_DESCRIPTION_MESSAGE,
  'protection.title': 'Protection products',
  'protection.intro':
    "{dealer}'s own protection products, offered on the deal page when protection products are on. A retired product is not offered to new deals; deals that chose it keep it.",
  'protection.product': 'Product {number}',
  'protection.name': 'Name',
  'protection.price': 'Price ($)',
  'protection.priceHint': 'From 0.01 to 5,000.',
  'protection.description': 'Description',
  'protection.financedOnly': 'Financed deals only (covers a loan or lease balance)',
  'protection.retired': 'Retired',
  'protection.add': 'Add a product',
  'protection.none': 'No products of your own yet.',
  'protection.save': 'Save protection products',
  'protection.saved': 'Saved.',
  'field.products': 'Protection products',

  'rules.title': 'Money and rules',
  'rules.back': 'Back to leads',
  'rules.intro':
    'The fees every deal at {dealer} carries, where its deals are taxed, and what it offers shoppers. A change shows in each open deal at its next quote.',
  'rules.docFee': 'Doc fee ($)',
  'rules.docFeeHint': 'Your document fee on every deal, in dollars and cents, from 0 to 5,000.',
  'rules.registrationFee': 'Registration fee ($)',
  'rules.registrationFeeHint': 'The registration and title fee on every deal, from 0 to 5,000.',
  'rules.taxZip': 'Tax ZIP code',
  'rules.taxZipHint':
    'Where deals are taxed until the shopper gives their own ZIP code. Leave it empty to use your address ({zip}); it must be in your state.',
  'rules.flags': 'What you offer',
  'rules.flagsHint': 'Dealer-specific flags govern drive-at-home and protection products.',
  'rules.driveAtHome': 'Drive-at-home',
  'rules.driveAtHomeHint': 'Shoppers may book a drive-at-home delivery or test drive.',
  'rules.protection': 'Protection products',
  'rules.protectionHint': 'Shoppers are offered your protection products on the deal page.',
  'rules.save': 'Save money and rules',
  'rules.saved': 'Saved.',

  'field.docFee': 'Doc fee',
  'field.registrationFee': 'Registration fee',
  'field.taxZip': 'Tax ZIP code',
  'field.driveAtHomeEnabled': 'Drive-at-home',
  'field.protectionProductsEnabled': 'Protection products',

  'server.depositAmount': DEPOSIT_AMOUNT_MESSAGE,
  'server.refundDays': REFUND_DAYS_MESSAGE,
  'server.holdHours': HOLD_HOURS_MESSAGE,
  'audit.action.dealerDeposits': 'Changed deposits',
  'deposits.title': 'Deposits',
  'deposits.intro':
    'Shoppers may reserve a vehicle at {dealer} with a refundable deposit paid by card: the car is held for them, and they may cancel for a full refund within the days you set. A change applies to new reservations.',
  'deposits.enabled': 'Take deposits',
  'deposits.enabledHint': 'Shoppers see “Reserve this vehicle” on the deal and vehicle pages.',
  'deposits.amount': 'Deposit ($)',
  'deposits.amountHint': 'Whole dollars or dollars and cents, from 50 to 5,000.',
  'deposits.refundDays': 'Refundable for (days)',
  'deposits.refundDaysHint': 'Days after payment the shopper may cancel for a full refund, 0 to 30.',
  'deposits.holdHours': 'Hold the vehicle for (hours)',
  'deposits.holdHoursHint': 'How long a paid deposit keeps the car from other shoppers, 1 to 336.',
  'deposits.save': 'Save deposits',
  'deposits.saved': 'Saved.',
  'field.enabled': 'Take deposits',
  'field.amountCents': 'Deposit',
  'field.refundDays': 'Refundable days',
  'field.holdHours': 'Hold hours',
};
