/** The contracting fetchers: one per endpoint; what they send and parse is src/contract/contracting.ts (documented there). */
import { http } from '../../lib/http.ts';
import { DealIdSchema } from '../../contract/deal.ts';
import { MfaCodeStateSchema, VerifyResponseSchema, type ContactMethod } from '../../contract/profile.ts';
import {
  ContractingStateSchema,
  type EsignConsentRequest,
  type SignContractRequest,
} from '../../contract/contracting.ts';

export { DealIdSchema };

const path = (dealId: string, rest = '') => `/deals/${encodeURIComponent(dealId)}/contracting${rest}`;

export const getContracting = (dealId: string, signal?: AbortSignal) =>
  http.get(path(dealId), ContractingStateSchema, signal ? { signal } : {});

export const sendSigningCode = (dealId: string, method: ContactMethod) =>
  http.post(path(dealId, '/code'), MfaCodeStateSchema, { method });

export const verifySigningCode = (dealId: string, code: string) =>
  http.post(path(dealId, '/verify'), VerifyResponseSchema, { code });

export const giveEsignConsent = (dealId: string, body: EsignConsentRequest) =>
  http.post(path(dealId, '/consent'), ContractingStateSchema, body);

export const signContract = (dealId: string, body: SignContractRequest) =>
  http.post(path(dealId, '/sign'), ContractingStateSchema, body);
