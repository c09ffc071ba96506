/** Types of card-copy.js (a plain module: the provider serves it to the browser as it is). */
export type CardCopy = {
  title: string;
  number: string;
  expiry: string;
  cvc: string;
  zip: string;
  sandbox: string;
  challengeTitle: string;
  challengeText: string;
  complete: string;
  fail: string;
  invalid: string;
};
export declare const COPY: Record<'en' | 'es', CardCopy>;
