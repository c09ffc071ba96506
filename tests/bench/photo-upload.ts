/**
 * A trade photo's speed goal: a 10 MB photo is accepted, re-encoded and thumbnailed in ≤ 1.5 s. Starts the real
 * server (SQLite in a temp folder, uploads in another), signs the demo shopper in, makes a noisy camera-sized JPEG
 * of just under 10 MB with sharp, then times `PUT /api/trade/photos/:slot` over loopback, end to end (the body
 * streamed in, sniffed, decoded, re-drawn at 2048 px, thumbnailed, stored, its row written, the answer back).
 * A part of `npm run bench` (`BENCH_ONLY=photo`: only this), or alone after `npm run build`:
 * `npx tsx tests/bench/photo-upload.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES, TRADE_PHOTO_SLOTS } from '../../src/contract/uploads.ts';
import { DEMO_USER } from '../../demo-host/server/db/seed/seed-data.ts';
import { freePort } from '../support/ports.ts';
import { startServer } from '../support/server.ts';

export const PHOTO_BUDGET_MS = 1500;
const RUNS = Number(process.env['BENCH_PHOTO_RUNS'] ?? 7);

/** A camera-like JPEG of noise (noise barely compresses) at the largest size under the 10 MB cap. */
async function tenMegabytePhoto(): Promise<Buffer> {
  let best: Buffer | null = null;
  for (const [width, height] of [
    [4032, 3024],
    [4000, 3000],
    [3840, 2880],
    [3648, 2736],
    [3264, 2448],
  ] as const) {
    const photo = await sharp({
      create: { width, height, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (photo.length <= PHOTO_MAX_BYTES) return photo;
    best = photo;
  }
  throw new Error(`The noisiest photo is still ${String(best?.length)} bytes`);
}

async function signedIn(app: string): Promise<Record<string, string>> {
  const shell = await fetch(`${app}/embed?campaign=demo-ecommerce`);
  const cookie = (shell.headers.get('set-cookie') ?? '').split(';')[0]!;
  const csrf = /name="_csrf" content="([^"]+)"/.exec(await shell.text())?.[1] ?? '';
  const login = await fetch(`${app}/api/auth/login`, {
    method: 'POST',
    headers: { cookie, 'X-CSRF-TOKEN': csrf, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(DEMO_USER),
  });
  const body = (await login.json()) as { success?: boolean; csrfToken?: string };
  if (!login.ok || !body.success || !body.csrfToken) throw new Error(`Sign-in failed: ${String(login.status)}`);
  const session = (login.headers.get('set-cookie') ?? '').split(';')[0] || cookie;
  return { cookie: session, 'X-CSRF-TOKEN': body.csrfToken, Accept: 'application/json' };
}

/** The medians and worst of `runs` uploads, after one warm-up; the photo's size and pixels. */
export async function photoUploadPart(runs = RUNS): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'upshift-bench-photo-'));
  const port = await freePort();
  const server = await startServer(port, {
    SERVE_SITE: '0',
    DB_PATH: join(dir, 'bench.sqlite'),
    UPLOADS_DIR: join(dir, 'uploads'),
  });
  try {
    const headers = { ...(await signedIn(server.origin)), 'Content-Type': 'image/jpeg' };
    // The demo shopper's valued trade (the seed's) takes the photos.
    const photo = await tenMegabytePhoto();
    const { width, height } = await sharp(photo).metadata();
    const times: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const slot = TRADE_PHOTO_SLOTS[i % TRADE_PHOTO_SLOTS.length]!;
      const t0 = performance.now();
      const res = await fetch(`${server.origin}/api/trade/photos/${slot}`, {
        method: 'PUT',
        headers,
        body: new Uint8Array(photo),
      });
      const text = await res.text();
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`PUT /api/trade/photos/${slot} answered ${String(res.status)}: ${text}`);
      if (i > 0) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const worst = times[times.length - 1]!;
    console.log(
      `trade photo, ${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG ${String(width)}×${String(height)} PUT → re-encoded + thumbnail: ` +
        `median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms of ${String(times.length)} (budget ≤ ${String(PHOTO_BUDGET_MS)} ms)` +
        (worst > PHOTO_BUDGET_MS ? '  OVER BUDGET' : ''),
    );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Run alone (not imported by bench.ts).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await photoUploadPart();
