/** Seed 000 §3 dealType, apart from the deal contract so the shell's garage badge loads without it. */
import * as v from 'valibot';

export const DealTypeSchema = v.picklist(['CASH', 'LEASE', 'FINANCE']);
export type DealType = v.InferOutput<typeof DealTypeSchema>;
