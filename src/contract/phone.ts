/**
 * The request schemas of a phone (seed 000 §5 "Phone", seed 001 §5), built on the form's rule
 * (form-rules.ts `isPhone` and `stripPhoneMask`), so every endpoint that takes a phone accepts what
 * the forms accept, stores its ten digits, and answers a bad one with the spec's message.
 */
import * as v from 'valibot';
import { englishRuleMessage, isPhone, stripPhoneMask } from './form-rules.ts';
import { validation } from './validation-messages.ts';

export const PHONE_MESSAGE = validation['forms.phone'];

/** The form's 'Phone Number is required' (a function: built only when a request lacks the phone). */
const phoneRequired = () => englishRuleMessage({ key: 'forms.required', params: {} }, 'forms.label.phoneNumber');

const phoneOrEmpty = v.check((bare: string) => bare === '' || isPhone(bare), PHONE_MESSAGE);

/** A request's optional phone, masked or bare, as its ten digits, or '' when none is given. */
export const OptionalPhoneSchema = v.pipe(v.string(PHONE_MESSAGE), v.transform(stripPhoneMask), phoneOrEmpty);

/** The same, required: a missing or empty one gets the form's 'Phone Number is required'. */
export const PhoneSchema = v.pipe(
  v.string(phoneRequired),
  v.transform(stripPhoneMask),
  v.nonEmpty(phoneRequired),
  phoneOrEmpty,
);
