/** The deal fetchers: one per endpoint; what they send and parse is src/contract/deal.ts (documented there). */
import { http } from '../../lib/http.ts';
import {
  DealSchema,
  DealVehicleSchema,
  CashDealSchema,
  FinanceQuotesSchema,
  LeaseQuotesSchema,
  type FinanceQuoteRequest,
  type LeaseQuoteRequest,
  type UpdateDealRequest,
  ExternalOfferSchema,
  AvailableOffersSchema,
  type ExternalOfferRequest,
} from '../../contract/deal.ts';

const enc = encodeURIComponent;
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export const getDeal = (id: string, signal?: AbortSignal) => http.get(`/deals/${enc(id)}`, DealSchema, opts(signal));
export const getDealVehicle = (id: string, signal?: AbortSignal) =>
  http.get(`/deals/${enc(id)}/vehicle`, DealVehicleSchema, opts(signal));
export const getCashDeal = (id: string, signal?: AbortSignal) =>
  http.get(`/deals/${enc(id)}/cash`, CashDealSchema, opts(signal));
export const postCashDeal = (id: string, protectionProducts: string[]) =>
  http.post(`/deals/${enc(id)}/cash`, CashDealSchema, { protectionProducts });
/**
 * The deal's quotes for a down payment (and a lease's mileage), priced with the protection products
 * the body names, or with the deal's own when it names none. A POST (a GET writes nothing): the server
 * stores the set, so the shopper can pick one of its quotes; the spec's GETs only price (they store
 * nothing) and the app does not use them.
 */
export const postFinanceQuotes = (id: string, body: FinanceQuoteRequest, signal?: AbortSignal) =>
  http.post(`/deals/${enc(id)}/finance/quotes`, FinanceQuotesSchema, body, opts(signal));
export const postLeaseQuotes = (id: string, body: LeaseQuoteRequest, signal?: AbortSignal) =>
  http.post(`/deals/${enc(id)}/lease/quotes`, LeaseQuotesSchema, body, opts(signal));
export const updateDeal = (id: string, body: UpdateDealRequest) =>
  http.post(`/deals/${enc(id)}/update`, DealSchema, body);
export const getExternalOffers = (id: string, signal?: AbortSignal) =>
  http.get(`/deals/${enc(id)}/external-offers`, ExternalOfferSchema, opts(signal));
/** The program offers the shopper may choose for this deal: amounts are the program's. */
export const getAvailableOffers = (id: string, signal?: AbortSignal) =>
  http.get(`/deals/${enc(id)}/external-offers/available`, AvailableOffersSchema, opts(signal));
/** Applies the chosen offers by type; the server prices them from the program's table. */
export const postExternalOffers = (id: string, body: ExternalOfferRequest) =>
  http.post(`/deals/${enc(id)}/external-offers`, DealSchema, body);
/**
 * POST /deals/{id}/start-new (ours): a new unsigned deal for the same owner with the deal's vehicle
 * and choices (payment type, down payment, term, lender, mileage, protection products, accessories,
 * offers, tax ZIP, trade): a signed deal's figures change only this way. 201 with the new deal.
 */
export const startDealFrom = (id: string) => http.post(`/deals/${enc(id)}/start-new`, DealSchema, {});
/** PUT /deals/{id}/tax-location (ours): the shopper's ZIP for taxes. */
export const putTaxLocation = (id: string, zip: string | null) =>
  http.put(`/deals/${enc(id)}/tax-location`, DealSchema, { zip });
