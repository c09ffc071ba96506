import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { locale, setLocale } from '../../lib/i18n/index.ts';
import { routeTable } from '../../contract/route-table.ts';
import {
  PHOTO_MAX_BYTES,
  PHOTO_TYPE,
  TOO_MANY_UPLOADS,
  UPLOAD_QUOTA_FULL,
  type TradePhotos,
} from '../../contract/uploads.ts';
import { testContext } from '../../testing/context.ts';
import { networkError, reply, useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import { savedTrade } from './test-fixtures.ts';
import TradePages from './trade-pages.tsx';

const api = useFakeApi();

const photo = (slot: TradePhotos['photos'][number]['slot']) => ({
  slot,
  width: 800,
  height: 600,
  imageUrl: `/api/uploads/object?key=${slot}.jpg&expires=1&signature=s`,
  thumbnailUrl: `/api/uploads/object?key=${slot}-thumb.jpg&expires=1&signature=s`,
});
const file = (name = 'car.jpg', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

beforeEach(() => {
  api.on('GET', '/trade', savedTrade({ vehicleName: '2018 Honda Civic EX' }));
  api.on('GET', '/trade/photos', { photos: [] });
});
afterEach(() => {
  cleanup();
  locale.value = 'en';
});

function render() {
  const context = testContext({ visitor: { isLoggedIn: true, userId: 'u1', firstName: 'Ana' } });
  return renderInApp(
    <main>
      <Route path={routeTable.tradePhotos.path}>{() => <TradePages route="tradePhotos" />}</Route>
    </main>,
    { context, path: '/trade/photos' },
  );
}

const slot = (name: string) => screen.getByRole('listitem', { name });
const choose = (name: string, chosen: File) =>
  fireEvent.input(within(slot(name)).getByLabelText(/Choose a photo|Replace|Elegir una foto/), {
    target: { files: [chosen] },
  });

describe('the trade photos page', () => {
  it('asks for seven guided slots, each with its example and tip, and sends a chosen photo as it is', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Photos of your vehicle' })).toBeTruthy();
    expect(await screen.findByText(/Add up to 7 photos of your 2018 Honda Civic EX/)).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-labelledby'))).toHaveLength(7);
    expect(within(slot('Odometer')).getByRole('img', { name: 'Example: Odometer' })).toBeTruthy();
    expect(within(slot('Odometer')).getByText(/so the miles can be read/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 of 7 photos added');

    api.once('PUT', '/trade/photos/:slot', { photos: [photo('front')] });
    const chosen = file();
    choose('Front', chosen);
    expect(await within(slot('Front')).findByRole('img', { name: 'Your photo: Front' })).toBeTruthy();
    const [sent] = api.sent('PUT', '/trade/photos/front');
    expect(sent?.body).toBe(chosen);
    expect(sent?.headers.get('Content-Type')).toBe('image/jpeg');
    expect(screen.getByRole('status').textContent).toBe('1 of 7 photos added');
    expect(screen.getByText('Front photo added.')).toBeTruthy();
    expect(within(slot('Front')).getByRole('link').getAttribute('href')).toContain('key=front.jpg');
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('refuses a photo over 10 MB before sending it, and keeps the others', async () => {
    api.on('GET', '/trade/photos', { photos: [photo('front')] });
    render();
    await within(await screen.findByRole('listitem', { name: 'Front' })).findByRole('img', {
      name: 'Your photo: Front',
    });
    choose('Rear', file('big.jpg', PHOTO_MAX_BYTES + 1));
    expect(
      await within(slot('Rear')).findByText('This photo is larger than 10 MB. Choose a smaller one.'),
    ).toBeTruthy();
    expect(api.sent('PUT', '/trade/photos/:slot')).toEqual([]);
    expect(within(slot('Front')).getByRole('img', { name: 'Your photo: Front' })).toBeTruthy();
  });

  it('says in Spanish why the server refused a renamed program, with no Try again; a dropped connection gets one', async () => {
    await setLocale('es');
    render();
    await screen.findByText(/Agregue hasta 7 fotos/);
    api.once('PUT', '/trade/photos/:slot', reply(400, { message: PHOTO_TYPE, fieldErrors: [] }));
    choose('Parte trasera', file('setup.jpg'));
    expect(await within(slot('Parte trasera')).findByText('Elija una foto: JPEG, PNG, HEIC o WebP.')).toBeTruthy();
    expect(within(slot('Parte trasera')).queryByRole('button', { name: /Intentar|Try/ })).toBeNull();

    await setLocale('en');
    api.once('PUT', '/trade/photos/:slot', networkError);
    choose('Interior', file('seats.jpg'));
    const retry = await within(slot('Interior')).findByRole('button', { name: /Try again/ });
    api.once('PUT', '/trade/photos/:slot', { photos: [photo('interior')] });
    fireEvent.click(retry);
    expect(await within(slot('Interior')).findByRole('img', { name: 'Your photo: Interior' })).toBeTruthy();
    expect(api.sent('PUT', '/trade/photos/interior')).toHaveLength(2);
  });

  it('says in Spanish that the shopper sent too many or is out of room: a wait helps the first, not the second', async () => {
    await setLocale('es');
    render();
    await screen.findByText(/Agregue hasta 7 fotos/);
    api.once('PUT', '/trade/photos/:slot', reply(429, { message: TOO_MANY_UPLOADS, fieldErrors: [] }));
    choose('Frente', file());
    const front = slot('Frente');
    expect(await within(front).findByText(/Envió muchos archivos en poco tiempo/)).toBeTruthy();
    expect(within(front).getByRole('button', { name: /Intentar/ })).toBeTruthy();

    api.once('PUT', '/trade/photos/:slot', reply(413, { message: UPLOAD_QUOTA_FULL, fieldErrors: [] }));
    choose('Interior', file());
    expect(await within(slot('Interior')).findByText(/ya ocupan los 100 MB/)).toBeTruthy();
    expect(within(slot('Interior')).queryByRole('button', { name: /Intentar/ })).toBeNull();
  });

  it('removes a photo and moves one to the slot it belongs in', async () => {
    api.on('GET', '/trade/photos', { photos: [photo('front'), photo('rear')] });
    render();
    await within(await screen.findByRole('listitem', { name: 'Rear' })).findByRole('img', { name: 'Your photo: Rear' });
    api.once('POST', '/trade/photos/:slot/move', { photos: [photo('front'), photo('driverSide')] });
    fireEvent.click(within(slot('Rear')).getByRole('button', { name: /Move down.*from Rear to Driver’s side/ }));
    expect(await screen.findByText('Photo moved from Rear to Driver’s side.')).toBeTruthy();
    expect(api.lastBody('POST', '/trade/photos/rear/move')).toEqual({ to: 'driverSide' });
    expect(within(slot('Driver’s side')).getByRole('img', { name: 'Your photo: Driver’s side' })).toBeTruthy();

    api.once('DELETE', '/trade/photos/:slot', { photos: [photo('driverSide')] });
    fireEvent.click(within(slot('Front')).getByRole('button', { name: /Remove.*Front/ }));
    await waitFor(() => expect(within(slot('Front')).queryByRole('img', { name: 'Your photo: Front' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('1 of 7 photos added');
  });

  it('sends a shopper with no saved trade to value one first', async () => {
    api.on('GET', '/trade', null);
    render();
    expect(await screen.findByText('Value your trade first, then add its photos.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Value your trade' }).getAttribute('href')).toBe('/trade');
  });
});
