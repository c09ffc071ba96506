/**
 * One dealer's money and rules as the page shows them: the fees and tax ZIP as typed, the two flags,
 * read and saved through the workspace form (the contract's schema first, then the server's field errors).
 */
import { DealerRulesSchema, type DealerRulesAnswer } from '../../../contract/workspace-dealer-rules.ts';
import { createSettingsModel } from '../../lib/settings-model.ts';
import { dollarsOf } from '../../lib/typed-numbers.ts';
import { getDealerRules, saveDealerRules } from './api.ts';

type Deps = { dealerId: string; onUnauthorized: () => void };

export function createRulesModel({ dealerId, onUnauthorized }: Deps) {
  return createSettingsModel({
    empty: { docFee: '', registrationFee: '', taxZip: '', driveAtHomeEnabled: false, protectionProductsEnabled: false },
    values: (r: DealerRulesAnswer) => ({
      docFee: String(r.docFee),
      registrationFee: String(r.registrationFee),
      taxZip: r.taxZip,
      driveAtHomeEnabled: r.driveAtHomeEnabled,
      protectionProductsEnabled: r.protectionProductsEnabled,
    }),
    read: (signal) => getDealerRules(dealerId, signal),
    schema: DealerRulesSchema,
    body: (v) => ({
      ...v,
      docFee: dollarsOf(v.docFee),
      registrationFee: dollarsOf(v.registrationFee),
      taxZip: v.taxZip.trim(),
    }),
    write: (body) => saveDealerRules(dealerId, body),
    onUnauthorized,
  });
}
export type RulesModel = ReturnType<typeof createRulesModel>;
