import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreditBureau } from '../../sandbox/credit/bureau.ts';
import { makeDb, testApp, withoutIds } from '../../test-support.ts';
import { pullRequest } from './credit-fixtures.ts';
import { dealSeed, Visitor } from './deal-fixtures.ts';

const DOB = '1979-03-14';
const INCOME = 87_654;
const SECRETS = [DOB, '03/14/1979', String(INCOME), '87,654'];

/** A bureau that fails the way a careless client library would: with the identity in its error. */
const leakyBureau: CreditBureau = {
  softPull: (identity) => Promise.reject(new Error(`bureau rejected ${JSON.stringify(identity)} income ${INCOME}`)),
};

async function loggingApp(creditBureau?: CreditBureau) {
  const db = await makeDb(dealSeed());
  return testApp(db, {
    // The request logger on, as in production.
    quiet: false,
    ...(creditBureau ? { creditBureau } : {}),
  });
}

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

describe("a soft pull's date of birth and income appear in no log output", () => {
  it('on a HIT, on a 400 and on a 429, with the request logger on', async () => {
    const app = await loggingApp();
    const output = captureConsole();
    const visitor = await Visitor.start(app);
    // A soft pull runs for a verified account (the seeded demo user's).
    await visitor.login();
    const answers: string[] = [];
    const send = async (body: unknown) => answers.push(await (await visitor.post('/api/soft-pull', body)).text());
    await send(pullRequest('Good', { dateOfBirth: DOB, annualIncome: INCOME }));
    await send(pullRequest('Good', { dateOfBirth: '2015-03-14', annualIncome: INCOME }));
    await send({ ...pullRequest('Good', { dateOfBirth: DOB }), annualIncome: -INCOME });
    for (let i = 0; i < 6; i++) await send(pullRequest('Nohit', { dateOfBirth: DOB, annualIncome: INCOME }));
    expect(output()).toContain('/api/soft-pull');
    for (const secret of SECRETS) {
      expect(withoutIds(output())).not.toContain(secret);
      // Nor is either echoed back in an error body, which the app's error reporter may forward.
      expect(withoutIds(answers.join('\n'))).not.toContain(secret);
    }
  });

  it('when the bureau fails with the identity in its error: a 502 and a log line without it', async () => {
    const app = await loggingApp(leakyBureau);
    const output = captureConsole();
    const visitor = await Visitor.start(app);
    // A soft pull runs for a verified account (the seeded demo user's).
    await visitor.login();
    const res = await visitor.post('/api/soft-pull', pullRequest('Good', { dateOfBirth: DOB, annualIncome: INCOME }));
    expect(res.status).toBe(502);
    const text = `${output()}\n${await res.text()}`;
    expect(text).toContain('Credit bureau failed');
    for (const secret of SECRETS) expect(withoutIds(text)).not.toContain(secret);
  });
});
