/** Seed 000 §3 "Vehicle service contract plans": price per month and mileage limit (null = unlimited). */
import '../../lib/i18n/parts/warranty.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';

export type ServiceContractPlan = { name: MessageKey; pricePerMonth: number; mileageLimit: number | null };

export const SERVICE_CONTRACT_PLANS: readonly ServiceContractPlan[] = [
  { name: 'warranty.plan.basic', pricePerMonth: 28, mileageLimit: 65_000 },
  { name: 'warranty.plan.peaceOfMind', pricePerMonth: 32, mileageLimit: 150_000 },
  { name: 'warranty.plan.lifetime', pricePerMonth: 38, mileageLimit: null },
];
