/** The protection feature's public surface for other features: the deal page's protection section. */
export { ProtectionSection, type ProtectionSectionProps } from './protection-section.tsx';
