/**
 * The calculating-steps list (seed 001 §2, §4), with its chunk: each step's state for screen readers, and the
 * steps of each wait it is shown for (src/features/tour/calculating-waits.ts). A step's finished text stays
 * true however the computation ends: the list can run out before the answer comes.
 */
export const calculating = {
  'calculating.pending': 'waiting',
  'calculating.loading': 'in progress',
  'calculating.finished': 'done',
  // The trade appraisal (and a new offer for an expired one): the breakdown the offer is reached by.
  'calculating.appraisal.details': 'Checking your vehicle’s details',
  'calculating.appraisal.detailsDone': 'Vehicle details checked',
  'calculating.appraisal.base': 'Looking up its base value',
  'calculating.appraisal.baseDone': 'Base value found',
  'calculating.appraisal.adjust': 'Adjusting for mileage, condition, history and features',
  'calculating.appraisal.adjustDone': 'Adjusted for mileage, condition, history and features',
  // The soft pull.
  'calculating.softPull.send': 'Sending your details securely',
  'calculating.softPull.sendDone': 'Details sent securely',
  'calculating.softPull.file': 'Checking your credit file',
  'calculating.softPull.fileDone': 'Credit file checked',
  'calculating.softPull.score': 'Making sure your credit score is not affected',
  'calculating.softPull.scoreDone': 'Your credit score is not affected',
  // The finance application, sent to the lenders, who decide while the shopper waits.
  'calculating.lenders.send': 'Sending your application securely',
  'calculating.lenders.sendDone': 'Application sent securely',
  'calculating.lenders.share': 'Sharing it with the dealer’s lenders',
  'calculating.lenders.shareDone': 'Shared with the dealer’s lenders',
  'calculating.lenders.decide': 'Asking each lender for a decision',
  'calculating.lenders.decideDone': 'Each lender asked for a decision',
} as const;
