/** The contract's form rules as the app uses them: a feature's own rule may give any of the app's messages. */
import type { MessageKey } from '../i18n/index.ts';
import type { Rule as ContractRule, RuleError as ContractRuleError } from '../../contract/form-rules.ts';

export * from '../../contract/form-rules.ts';
export type RuleError = ContractRuleError<MessageKey>;
export type Rule = ContractRule<MessageKey>;
