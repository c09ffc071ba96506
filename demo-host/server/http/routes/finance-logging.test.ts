import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LenderGateway } from '../../sandbox/finance/lender-gateway.ts';
import { dealSeed, Visitor } from './deal-fixtures.ts';
import {
  APPLICANT,
  applicationPath,
  AUTHORIZATION,
  CO_APPLICANT,
  EMPLOYMENT,
  makeFinanceApp,
  RESIDENCE,
  saveAllSteps,
} from './finance-fixtures.ts';
import { makeDb, withoutIds } from '../../test-support.ts';

/** Everything of the applicants that must never reach a log line or an error body. */
const SECRETS = [
  '123-45-6789',
  '123456789',
  '12345678',
  '03/14/1979',
  '1979-03-14',
  '234-56-7890',
  '234567890',
  '07/04/1981',
];
/** Also never in a log line (the shopper's own reads show them back to them). */
const LOG_ONLY = ['85000', '85,000', '52000', 'Acme Robotics', 'ana@example.com', '5125550142', '1 Main St'];

/** A network that fails the way a careless client library would: with the application in its error. */
const leakyGateway: LenderGateway = {
  submit: (application) => Promise.reject(new Error(`lender rejected ${JSON.stringify(application)}`)),
};

function captureConsole(): () => string {
  const spies = (['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((m) =>
    vi.spyOn(console, m).mockImplementation(() => undefined),
  );
  return () =>
    spies
      .flatMap((s) => s.mock.calls.flat())
      .map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack ?? ''}` : String(arg)))
      .join('\n');
}

afterEach(() => vi.restoreAllMocks());

describe("a finance application's SSN and date of birth appear in no log line and no error body", () => {
  it('through every step, bad input of every shape, a submission, the options and a 429, with the request logger on', async () => {
    const { app } = await makeFinanceApp({ quiet: false });
    const output = captureConsole();
    const visitor = await Visitor.start(app);
    const dealId = await visitor.startDeal('v1');
    const answers: string[] = [];
    const errors: string[] = [];
    const send = async (res: Response) => {
      const text = await res.text();
      answers.push(text);
      if (res.status >= 400) errors.push(text);
    };
    const put = (body: unknown) => visitor.post(applicationPath(dealId), body, 'PUT');
    await saveAllSteps(visitor, dealId, CO_APPLICANT);
    for (const body of [
      { step: 'identity', applicant: { ...APPLICANT, ssn: '123-45-678' } },
      { step: 'identity', applicant: { ...APPLICANT, ssn: 123456789, dateOfBirth: 19790314 } },
      { step: 'identity', applicant: { ...APPLICANT, ssn: ['123-45-6789'], dateOfBirth: { d: '03/14/1979' } } },
      { step: 'identity', applicant: '123-45-6789 03/14/1979' },
      { step: '123-45-6789' },
      { step: 'identity', applicant: { ...APPLICANT, dateOfBirth: '1979-03-14' } },
      {
        step: 'coApplicant',
        coApplicant: { ...CO_APPLICANT, applicant: { ...CO_APPLICANT.applicant, ssn: '123-45-6789' } },
      },
      { step: 'employment', employment: { ...EMPLOYMENT, grossAnnualIncome: '85000' } },
      { step: 'residence', residence: RESIDENCE },
    ]) {
      await send(await put(body));
    }
    await send(await visitor.get(applicationPath(dealId)));
    for (let i = 0; i < 6; i++)
      await send(await visitor.post(`${applicationPath(dealId)}/submit`, { authorization: AUTHORIZATION }));
    await send(await visitor.get(`/api/deals/${dealId}/finance-options`));

    expect(errors.length).toBeGreaterThanOrEqual(9);
    const log = output();
    expect(log).toContain('/finance-application');
    for (const secret of [...SECRETS, ...LOG_ONLY]) expect(withoutIds(log)).not.toContain(secret);
    for (const secret of SECRETS) expect(withoutIds(answers.join('\n'))).not.toContain(secret);
    for (const secret of LOG_ONLY) expect(withoutIds(errors.join('\n'))).not.toContain(secret);
  });

  it('when the lender network fails with the application in its error: a 502 and a log line without it', async () => {
    const { app } = await makeFinanceApp({ quiet: false, gateway: leakyGateway, db: await makeDb(dealSeed()) });
    const output = captureConsole();
    const visitor = await Visitor.start(app);
    const dealId = await visitor.startDeal('v1');
    await saveAllSteps(visitor, dealId);
    const res = await visitor.post(`${applicationPath(dealId)}/submit`, { authorization: AUTHORIZATION });
    expect(res.status).toBe(502);
    const text = `${output()}\n${await res.text()}`;
    expect(text).toContain('Lender network failed');
    for (const secret of [...SECRETS, ...LOG_ONLY]) expect(withoutIds(text)).not.toContain(secret);
  });
});
