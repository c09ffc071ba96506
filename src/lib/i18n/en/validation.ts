/** The validation messages and shared labels in English: the contract's, which the server answers with too. */
export { validation } from '../../../contract/validation-messages.ts';
