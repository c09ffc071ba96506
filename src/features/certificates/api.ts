/**
 * Certificates (seed 000 §3, §7): saving a deal issues a price certificate for its vehicle that
 * records the deal's name, preferences and numbers at that moment.
 */

import { http } from '../../lib/http.ts';
import { CertificatesSchema, CertificateSchema } from '../../contract/certificates.ts';

const enc = encodeURIComponent;
export const getCertificates = (vehicleId: string, signal?: AbortSignal) =>
  http.get(`/vehicles/${enc(vehicleId)}/certificates`, CertificatesSchema, signal ? { signal } : {});
export const getCertificate = (vehicleId: string, certificateId: string, paymentType: string, signal?: AbortSignal) =>
  http.get(`/vehicles/${enc(vehicleId)}/certificates/${enc(certificateId)}`, CertificateSchema, {
    query: { paymentType },
    ...(signal ? { signal } : {}),
  });
