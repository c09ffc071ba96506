/** The certificates fetchers: one per endpoint; what they send and parse is src/contract/certificates.ts (documented there). */
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
