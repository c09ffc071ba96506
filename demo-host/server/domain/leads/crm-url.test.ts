import { describe, expect, it } from 'vitest';
import { CRM_URL_MESSAGE, CRM_URL_PRIVATE } from '../../../../src/contract/workspace-lead-delivery.ts';
import { crmUrlProblem } from './crm-url.ts';

describe('a CRM URL', () => {
  it('in production: https to a public host only', () => {
    for (const ok of [
      'https://crm.example.com/adf',
      'https://leads.example.com:8443/in?token=abc',
      'https://8.8.8.8/x',
      'https://[2001:4860::8888]/x',
    ])
      expect(crmUrlProblem(ok, false), ok).toBeNull();
    for (const bad of [
      'http://crm.example.com/adf',
      'ftp://crm.example.com',
      'crm.example.com',
      'https://user:pw@crm.example.com/',
      'https://crm.example.com/#x',
      `https://crm.example.com/${'a'.repeat(500)}`,
      'http://127.0.0.1:4173/crm/adf',
    ])
      expect(crmUrlProblem(bad, false), bad).toBe(CRM_URL_MESSAGE);
    for (const inside of [
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://0x7f.1/x',
      'https://10.1.2.3/x',
      'https://172.20.0.1/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest',
      'https://100.64.0.1/x',
      'https://0.0.0.0/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://crm/x',
      'https://crm.internal/x',
      'https://a.localhost/x',
      'https://printer.local/x',
    ])
      expect(crmUrlProblem(inside, false), inside).toBe(CRM_URL_PRIVATE);
  });

  it('in a sandbox: also plain http to this machine, for its own CRM and the tests’', () => {
    for (const ok of [
      'http://127.0.0.1:4173/crm/adf',
      'http://localhost:5173/crm/adf',
      'http://[::1]:9/x',
      'https://10.0.0.1/x',
    ])
      expect(crmUrlProblem(ok, true), ok).toBeNull();
    for (const bad of ['http://crm.example.com/adf', 'http://10.0.0.1/x', 'javascript:alert(1)'])
      expect(crmUrlProblem(bad, true), bad).toBe(CRM_URL_MESSAGE);
  });
});
