import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  SalePriceSchema,
  StyleImagesSchema,
  StyleVideoSchema,
  ThreeSixtySchema,
} from '../../../../src/contract/vehicle.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { APP_ORIGIN } from '../../test-support.ts';
import { json, makeDealApp } from './deal-fixtures.ts';
import { SPIN_FRAMES, spinScale } from './vehicle-media.ts';

const { app } = await makeDealApp();
const get = (path: string) => Promise.resolve(app.request(path));

describe('GET /api/vehicles/:id/saleprice', () => {
  it('gives the rebate and the price with rebates', async () => {
    expect(await json(get('/api/vehicles/v1/saleprice'), SalePriceSchema)).toEqual({
      msrp: 34000,
      salePrice: 32500,
      rebates: 0,
      priceWithRebates: 32500,
    });
    const ev = await json(get('/api/vehicles/v4/saleprice'), SalePriceSchema);
    expect(ev.rebates).toBeGreaterThan(0);
    expect(ev.priceWithRebates).toBe(ev.salePrice - ev.rebates);
    expect((await get('/api/vehicles/v999/saleprice')).status).toBe(404);
  });
});

describe('style media', () => {
  it('lists four stock pictures that exist', async () => {
    const { images } = await json(get('/api/vehicles/evox-images/401'), StyleImagesSchema);
    expect(images).toEqual([0, 1, 2, 3].map((n) => `${APP_ORIGIN}/images/styles/401/${n}.svg`));
    const picture = await get('/images/styles/401/3.svg');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await picture.text()).toMatch(/^<svg[^>]*>.*BMW i4/s);
    expect((await get('/images/styles/401/4.svg')).status).toBe(404);
    expect((await get('/api/vehicles/evox-images/999')).status).toBe(404);
    expect((await get('/api/vehicles/evox-images/abc')).status).toBe(400);
  });

  it('answers 400 for a style id past the database integer (PostgreSQL answered 500: integer out of range)', async () => {
    for (const path of [
      '/api/vehicles/evox-images/2147483648',
      '/api/vehicles/evox-video/9999999999',
      '/api/vehicles/three-sixty-images/2147483648?modelId=1',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(v.parse(ErrorBodySchema, await res.json()).fieldErrors[0]?.field).toBe('styleId');
    }
    expect((await get('/images/styles/2147483648/0.svg')).status).toBe(404);
    expect((await get('/api/vehicles/evox-images/2147483647')).status).toBe(404);
  });

  it('has an animated walk-around for a style with video, none otherwise', async () => {
    const { video } = await json(get('/api/vehicles/evox-video/401'), StyleVideoSchema);
    expect(video).toEqual({
      url: `${APP_ORIGIN}/images/styles/401/walkaround.svg`,
      posterUrl: `${APP_ORIGIN}/images/styles/401/0.svg`,
      title: '2026 BMW i4 eDrive40 walk-around',
    });
    const clip = await get('/images/styles/401/walkaround.svg');
    expect(clip.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await clip.text();
    expect(svg.match(/<animate /g)).toHaveLength(3);
    expect(svg.match(/<svg /g)).toHaveLength(5);
    expect(await json(get('/api/vehicles/evox-video/301'), StyleVideoSchema)).toEqual({ video: null });
    expect((await get('/images/styles/301/walkaround.svg')).status).toBe(404);
  });

  it('has 24 spin frames for a 360 style, none otherwise, and checks the model', async () => {
    const { frames } = await json(get('/api/vehicles/three-sixty-images/401?modelId=4'), ThreeSixtySchema);
    expect(frames).toHaveLength(SPIN_FRAMES);
    expect(frames[5]).toBe(`${APP_ORIGIN}/images/styles/401/360/5.svg`);
    const frame = await get('/images/styles/401/360/12.svg');
    expect(frame.status).toBe(200);
    expect(await frame.text()).toContain('scale(-1 1)');
    expect((await get('/images/styles/401/360/24.svg')).status).toBe(404);
    expect(await json(get('/api/vehicles/three-sixty-images/301?modelId=3'), ThreeSixtySchema)).toEqual({ frames: [] });
    expect((await get('/images/styles/301/360/0.svg')).status).toBe(404);

    const wrong = await get('/api/vehicles/three-sixty-images/401?modelId=3');
    expect(wrong.status).toBe(400);
    expect(v.parse(ErrorBodySchema, await wrong.json()).fieldErrors).toEqual([
      { field: 'modelId', message: 'Model does not match the style' },
    ]);
    expect((await get('/api/vehicles/three-sixty-images/401')).status).toBe(400);
  });

  it('squeezes the side view by cos(angle) and mirrors it on the far side', () => {
    expect(spinScale(0)).toBe(1);
    expect(spinScale(4)).toBe(0.5);
    expect(spinScale(6)).toBe(0.12);
    expect(spinScale(8)).toBe(-0.5);
    expect(spinScale(12)).toBe(-1);
    expect(spinScale(20)).toBe(0.5);
  });
});
