/**
 * Starts `node --import tsx demo-host/start.ts` as a child process: the child is the server
 * itself (the tsx CLI would run it as a grandchild, kill it 30 ms after relaying a SIGTERM and never
 * relay a SIGKILL), so signals and the exit code are the server's. For the multi-process tests and the bench.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForOk } from './ports.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  /** http://127.0.0.1:APP_PORT: this process itself, not the public APP_ORIGIN. */
  origin: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed (stdout and stderr), for failure messages. */
  output(): string;
  exited: Promise<Exit>;
  /** SIGTERM, then waits for the exit (SIGKILL after `ms`). */
  stop(ms?: number): Promise<Exit>;
};

/** Starts the sandbox server with `env` added to this environment; waits until /healthz answers. */
export async function startServer(port: number, env: Record<string, string>, ms = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo-host/start.ts'], {
    cwd: root,
    env: { ...process.env, QUIET: '1', APP_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let running = true;
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    }),
  );
  const origin = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    origin,
    port,
    child,
    output: () => output,
    exited,
    async stop(wait = 15_000) {
      if (running) child.kill('SIGTERM');
      const timer = setTimeout(() => running && child.kill('SIGKILL'), wait);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    },
  };
  try {
    await waitForOk(`${origin}/healthz`, ms, () => running);
  } catch (error) {
    await server.stop(2_000);
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  }
  return server;
}
