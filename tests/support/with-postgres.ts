/**
 * `tsx tests/support/with-postgres.ts [--env NAME] <command…>`: runs the command with a throw-away
 * PostgreSQL cluster, its URL in TEST_DATABASE_URL (or NAME), then removes the cluster, also when
 * the command fails or the run is interrupted. The command's exit code is this script's.
 *
 * - TEST_DATABASE_URL already set: runs the command against that server, starts nothing.
 * - PostgreSQL not installed: prints one line and exits 0, except under CI=true, where it fails.
 *
 * `npm test` runs the server suite this way; `tsx tests/support/with-postgres.ts --env DATABASE_URL
 * npm run serve` is a quick way to try the sandbox on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { findPostgresBin, POSTGRES_MISSING, startPostgres, type PostgresCluster } from './postgres.ts';

function parse(argv: string[]): { variable: string; command: string[] } {
  let variable = 'TEST_DATABASE_URL';
  const rest = [...argv];
  if (rest[0] === '--env') {
    rest.shift();
    variable = rest.shift() ?? '';
  } else if (rest[0]?.startsWith('--env=')) {
    variable = rest.shift()!.slice('--env='.length);
  }
  if (!/^[A-Z_][A-Z0-9_]*$/.test(variable) || rest.length === 0) {
    console.error('usage: tsx tests/support/with-postgres.ts [--env NAME] <command…>');
    process.exit(2);
  }
  return { variable, command: rest };
}

const isCi = () => ['1', 'true'].includes((process.env['CI'] ?? '').toLowerCase());

async function main(): Promise<number> {
  const { variable, command } = parse(process.argv.slice(2));
  // Installed first, so an interrupt while the cluster starts still removes it.
  const state: { signalled?: NodeJS.Signals; child?: ChildProcess } = {};
  const onSignal = (signal: NodeJS.Signals) => {
    state.signalled = signal;
    state.child?.kill(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  const exitCodeOf = (signal: NodeJS.Signals) => (signal === 'SIGINT' ? 130 : signal === 'SIGHUP' ? 129 : 143);

  const given = process.env['TEST_DATABASE_URL'];
  let cluster: PostgresCluster | undefined;
  let url = given;
  if (!url) {
    if (!findPostgresBin()) {
      if (isCi()) {
        console.error(`✗ ${POSTGRES_MISSING}. CI=true requires the PostgreSQL run.`);
        return 1;
      }
      console.log(`↷ Skipped the PostgreSQL run of \`${command.join(' ')}\`: ${POSTGRES_MISSING}.`);
      return 0;
    }
    const started = Date.now();
    cluster = await startPostgres({ database: 'upshift_test' });
    url = cluster.url;
    console.log(`PostgreSQL ready at ${url} (${Date.now() - started} ms)`);
    if (state.signalled) {
      await cluster.stop();
      return exitCodeOf(state.signalled);
    }
  }

  const child = spawn(command[0]!, command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, [variable]: url },
    // A shell only for npm/npx-style shims on Windows; on Linux and macOS the command runs as given.
    shell: process.platform === 'win32',
  });
  state.child = child;
  const code = await new Promise<number>((resolve) => {
    child.once('error', (error) => {
      console.error(`Could not run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (status, signal) => resolve(status ?? exitCodeOf(signal ?? 'SIGTERM')));
  });
  await cluster?.stop();
  return state.signalled ? exitCodeOf(state.signalled) : code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
