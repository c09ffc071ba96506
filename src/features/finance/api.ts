/** The finance fetchers: one per endpoint; what they send and parse is src/contract/finance.ts (documented there). */
import { http } from '../../lib/http.ts';
import { MIN_BORROWER_AGE } from '../../contract/credit.ts';
import {
  type FinanceApplication,
  FinanceApplicationSchema,
  type SaveStepRequest,
  type ChooseOfferRequest,
  type FinanceOptions,
  FinanceOptionsSchema,
  type SubmitRequest,
} from '../../contract/finance.ts';

export { MIN_BORROWER_AGE };

const enc = encodeURIComponent;
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export function getFinanceApplication(dealId: string, signal?: AbortSignal): Promise<FinanceApplication> {
  return http.get(`/deals/${enc(dealId)}/finance-application`, FinanceApplicationSchema, opts(signal));
}

export function saveFinanceStep(dealId: string, body: SaveStepRequest): Promise<FinanceApplication> {
  return http.put(`/deals/${enc(dealId)}/finance-application`, FinanceApplicationSchema, body);
}

export function chooseFinanceOffer(dealId: string, body: ChooseOfferRequest): Promise<FinanceOptions> {
  return http.put(`/deals/${enc(dealId)}/finance-options/chosen`, FinanceOptionsSchema, body);
}

export function submitFinanceApplication(dealId: string, body: SubmitRequest): Promise<FinanceOptions> {
  return http.post(`/deals/${enc(dealId)}/finance-application/submit`, FinanceOptionsSchema, body);
}

export function getFinanceOptions(dealId: string, signal?: AbortSignal): Promise<FinanceOptions> {
  return http.get(`/deals/${enc(dealId)}/finance-options`, FinanceOptionsSchema, opts(signal));
}
