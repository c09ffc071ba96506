/** The app's way to the contract's form rules: importing them here brings their messages to the page. */
import '../i18n/parts/validation.ts';
import type { MessageKey } from '../i18n/index.ts';
import type { Rule as ContractRule, RuleError as ContractRuleError } from '../../contract/form-rules.ts';

export * from '../../contract/form-rules.ts';
/** A feature's own rules may give any of the app's messages. */
export type RuleError = ContractRuleError<MessageKey>;
export type Rule = ContractRule<MessageKey>;
