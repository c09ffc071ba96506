/**
 * `GET /api/vehicles/:id/certificates` and `GET /api/vehicles/:id/certificates/:certificateId`
 * (seed 000 §7). Saving a deal issues a certificate (routes/deals.ts); a visitor sees only their
 * own, and `paymentType` picks which of the snapshot's payment types the certificate shows.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  CertificateIdSchema,
  type Certificate,
  type CertificatesSchema,
} from '../../../../src/contract/certificates.ts';
import { DealTypeSchema } from '../../../../src/contract/deal.ts';
import { VehicleIdSchema } from '../../../../src/contract/vehicle.ts';
import { getDealRecord } from '../../db/deals-repo.ts';
import { getCertificateRecord, listCertificates, type CertificateRecord } from '../../db/certificates-repo.ts';
import { getVehicle } from '../../db/inventory-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { HttpError, parseInput } from '../errors.ts';
import { currentSession } from '../security.ts';

const VehicleParams = v.object({ id: VehicleIdSchema });
const CertificateParams = v.object({ id: VehicleIdSchema, certificateId: CertificateIdSchema });
const CertificateQuery = v.object({
  paymentType: v.optional(v.picklist(DealTypeSchema.options, 'Payment type must be FINANCE, LEASE or CASH')),
});

const summaryOf = (c: CertificateRecord) => ({
  certificateId: c.id,
  dealId: c.dealId,
  saved: true,
  dealName: c.dealName,
  dealPreferences: c.preferences,
  issuedAt: c.issuedAt,
});

export function certificateRoutes(deps: AppDeps, services: Services): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  const { desk } = services;

  routes.get('/:id/certificates', async (c) => {
    const { id } = parseInput(VehicleParams, c.req.param());
    if (!(await getVehicle(db, id))) throw new HttpError(404, 'Vehicle not found');
    const userId = currentSession(c)?.userId ?? null;
    const certificates = userId ? (await listCertificates(db, userId, id)).map(summaryOf) : [];
    return c.json({ certificates } satisfies v.InferOutput<typeof CertificatesSchema>);
  });

  routes.get('/:id/certificates/:certificateId', async (c) => {
    const { id, certificateId } = parseInput(CertificateParams, c.req.param());
    const { paymentType } = parseInput(CertificateQuery, c.req.query());
    if (!(await getVehicle(db, id))) throw new HttpError(404, 'Vehicle not found');
    const userId = currentSession(c)?.userId ?? null;
    const record = await getCertificateRecord(db, certificateId);
    // Somebody else's certificate is as unknown as a missing one.
    if (!record || record.vehicleId !== id || record.userId !== userId)
      throw new HttpError(404, 'Certificate not found');
    const type = paymentType ?? record.paymentType;
    // A certificate goes with its deal (the foreign key cascades): a missing deal is a missing certificate.
    const deal = await getDealRecord(db, record.dealId);
    if (!deal) throw new HttpError(404, 'Certificate not found');
    return c.json({
      ...summaryOf(record),
      vehicleId: record.vehicleId,
      paymentType: type,
      expiresAt: record.expiresAt,
      status: await desk.statusOf(db, deal),
      terms: record.terms[type],
      reservation: (await services.reservations.summaries(db, [deal.id])).get(deal.id) ?? null,
    } satisfies Certificate);
  });

  return routes;
}
