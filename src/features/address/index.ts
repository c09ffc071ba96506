/**
 * The address feature's public surface (seed 001 §2 "Address form and selection modal", §4
 * "Address verification"). A page that asks for an address (registration step two) creates a form
 * with `ADDRESS_FORM_RULES` (plus its own fields), a `createAddressVerification({ form, onInvalid })`,
 * renders `<AddressFields form verification />`, and submits once `verify()` resolves 'success'.
 */
export { AddressFields, type AddressFieldsProps } from './address-form.tsx';
export {
  createAddressVerification,
  type AddressOutcome,
  type AddressSelection,
  type AddressVerification,
  type AddressVerificationOptions,
} from './model.ts';
export {
  ADDRESS_FORM_RULES,
  ADDRESS_INPUT_FIELDS,
  type AddressFieldName,
  type AddressFieldSpecs,
  type AddressForm,
  type AddressValues,
} from './rules.ts';
export { autocompleteProviderFor, type AddressSuggestion, type AutocompleteProvider } from './autocomplete.ts';
export { geocode, getStates } from './api.ts';
export {
  DEFAULT_ADDRESS,
  formatFullAddress,
  type GeocodeMatch,
  type GeocodeRequest,
  type PlaceResult,
  type UsState,
} from '../../contract/address.ts';
export { LazyAddressFields } from './lazy.ts';
