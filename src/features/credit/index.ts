/** The credit feature's public surface for other features: the deal page's credit section. */
export { CreditSection, type CreditSectionProps } from './credit-section.tsx';
