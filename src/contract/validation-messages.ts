/**
 * Validation messages and shared field labels (seed 000 §5, seed 001 §5 and §8), quoted exactly from the spec;
 * the app's forms show them (lib/i18n/parts/validation.ts, beside their Spanish) and the sandbox server answers
 * with them. '{field}' is the field's label. Messages for email, integer, digits, length and numeric are not given
 * by the spec: ours follow the same '{field} …' pattern.
 */
export const validation = {
  'forms.required': '{field} is required',
  'forms.email': '{field} must be a valid email',
  'forms.integer': '{field} must be an integer',
  'forms.digits': '{field} must be {length} digits',
  'forms.length': '{field} must be {length} characters',
  'forms.numeric': '{field} may only contain numeric characters',
  'forms.min': 'must be greater than or equal to {min}',
  'forms.max': 'must be less than or equal to {max}',
  'forms.minmax': 'must be between {min} and {max} characters',
  'forms.maxChar': 'must be less than or equal to {max} characters.',
  'forms.confirmed': '{field} does not match {target}.',
  'forms.phone': 'Enter a valid 10 digit phone number',
  'forms.password':
    'A minimum 6 and maximum 16 character password is required that contains a combination of uppercase and lowercase letters, a number, and a special character excepts whitespace and | .',
  'forms.leaseMiles': 'Must be at least 1,000 miles',
  'forms.requiredFieldsTitle': 'Required Fields',
  'forms.requiredFields': 'Please fill all the required fields properly.',
  'forms.somethingWrong': 'Something went wrong, please try again!',
  'forms.duplicateEmail': 'Email already in use.',
  'forms.duplicateEmailLogin': 'Please use a different email or log in.',
  // Labels of fields shared by several forms (seed 001 §2 and §3).
  'forms.label.firstName': 'First Name',
  'forms.label.lastName': 'Last Name',
  'forms.label.email': 'Email',
  'forms.label.phoneNumber': 'Phone Number',
  'forms.label.zipCode': 'Zip Code',
  'forms.label.password': 'Password',
  'forms.label.confirmPassword': 'Confirm Password',
  'forms.label.address': 'Address Line 1',
  'forms.label.address2': 'Address Line 2',
  'forms.label.city': 'City',
  'forms.label.state': 'State',
  'forms.label.question': 'Question/Comments',
  'forms.label.replyToEmail': 'Reply to address',
  'forms.label.day': 'Day',
  'forms.label.time': 'Time',
  'forms.label.terms': 'Terms',
  'forms.label.mileage': 'Miles',
} as const;

/** A validation message or shared label. */
export type ValidationKey = keyof typeof validation;
