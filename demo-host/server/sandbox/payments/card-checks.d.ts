/** Types of card-checks.js (a plain module: the provider serves it to the browser as it is). */
export type CardErrorCode = string;
export type CardInput = { number: string; expiry: string; cvc: string; zip: string };
export declare const MESSAGES: Record<'en' | 'es', Record<string, string>>;
export declare function digitsOf(text: string): string;
export declare function luhn(digits: string): boolean;
export declare function groupCardNumber(text: string): string;
export declare function checkNumber(text: string): CardErrorCode | null;
export declare function formatExpiry(text: string): string;
export declare function parseExpiry(text: string): { month: number; year: number } | null;
export declare function checkExpiry(text: string, now: Date): CardErrorCode | null;
export declare function checkCvc(text: string, number: string): CardErrorCode | null;
export declare function checkZip(text: string): CardErrorCode | null;
export declare function checkCard(
  card: CardInput,
  now: Date,
): { number: CardErrorCode | null; expiry: CardErrorCode | null; cvc: CardErrorCode | null; zip: CardErrorCode | null };
