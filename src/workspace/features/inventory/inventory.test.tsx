import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FEED_URL_PRIVATE,
  type InventoryImport,
  type InventoryImports,
} from '../../../contract/workspace-inventory.ts';
import { MANAGERS_ONLY } from '../../../contract/workspace.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { locale } from '../../i18n/index.ts';
import { AGENT, MANAGER } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';

const api = useFakeApi();
afterEach(() => {
  cleanup();
  locale.value = 'en';
});

const PATH = '/dealer/api/dealers/d1/inventory/imports';
const FEED = '/dealer/api/dealers/d1/inventory/feed';
const done = (over: Partial<InventoryImport> = {}): InventoryImport => ({
  id: 1,
  source: 'upload',
  fileName: 'feed.csv',
  fullFeed: false,
  startedAt: Date.UTC(2026, 10, 30, 15, 0),
  finishedAt: Date.UTC(2026, 10, 30, 15, 0, 2),
  rowsRead: 5,
  added: 3,
  updated: 0,
  unchanged: 0,
  sold: 0,
  rejected: 2,
  rejectedRows: [
    { line: 3, reason: 'VIN must have 17 characters (has 16)' },
    { line: 5, reason: 'Price must be a positive amount up to 2000000 (is "")' },
  ],
  error: null,
  ...over,
});
const history = (imports: InventoryImport[] = []): InventoryImports => ({
  dealer: { id: 'd1', name: 'Sunrise Toyota' },
  imports,
  feed: null,
});
const choose = (name: string) => {
  const input = screen.getByLabelText('Feed file (CSV, up to 5 MB)');
  // jsdom has no file picker: the chosen file is set as the browser would.
  Object.defineProperty(input, 'files', { value: [new File(['VIN,Price\n'], name, { type: 'text/csv' })] });
};

describe('the inventory feed page', () => {
  beforeEach(() => {
    api.on('GET', '/dealer/api/settings/:kind/:id/history', { versions: [], canRevert: false });
  });

  it('reverts the feed’s schedule from its history, the page staying put and showing the schedule restored', async () => {
    const schedule = (url: string) => ({ url, everyMinutes: 60, fullFeed: true, nextRunAt: Date.UTC(2026, 11, 1, 16) });
    let current: InventoryImports = { ...history([done()]), feed: schedule('https://feeds.example.com/new.csv') };
    api.on('GET', PATH, () => current);
    const version = (n: number) => ({
      version: n,
      at: Date.UTC(2026, 10, 30, 15, n),
      staff: n === 1 ? null : 'manager@sunrise.test',
      changed: n === 1 ? [] : ['url'],
      revertedTo: null,
    });
    api.on('GET', '/dealer/api/settings/dealer-feed/d1/history', {
      versions: [version(2), version(1)],
      canRevert: true,
    });
    api.on('POST', '/dealer/api/settings/dealer-feed/d1/revert', () => {
      current = { ...current, feed: schedule('https://feeds.example.com/old.csv') };
      return { versions: [{ ...version(3), revertedTo: 1 }, version(2), version(1)], canRevert: true };
    });
    renderWorkspace('/dealer/inventory', { me: MANAGER });
    const url = (await screen.findByLabelText('Feed URL')) as HTMLInputElement;
    expect(url.value).toBe('https://feeds.example.com/new.csv');
    const changes = await screen.findByRole('region', { name: 'Scheduled feed: change history' });
    fireEvent.click(await within(changes).findByRole('button', { name: 'Show the versions (2)' }));
    await within(changes).findByText('Feed URL');
    fireEvent.click(within(changes).getByRole('button', { name: 'Revert to the previous version' }));
    const group = within(changes).getByRole('group', { name: 'Revert to the previous version' });
    fireEvent.click(within(group).getByRole('button', { name: 'Revert to the previous version' }));
    await waitFor(() => expect(url.value).toBe('https://feeds.example.com/old.csv'));
    // The same field, never unmounted: the imports stayed on screen while the schedule was read again.
    expect(screen.getByLabelText('Feed URL')).toBe(url);
    expect(screen.getByRole('region', { name: 'Scheduled feed: change history' })).toBe(changes);
  });

  it('uploads a chosen file as a full feed, announces the counts and lists the rejected rows by line', async () => {
    api.on('GET', PATH, history());
    api.on('POST', PATH, done({ fullFeed: true, sold: 1 }));
    renderWorkspace('/dealer/inventory', { me: MANAGER });
    expect(await screen.findByText('No feed has been imported yet.')).toBeTruthy();
    expect(screen.getByText(/feed of Sunrise Toyota’s inventory/)).toBeTruthy();
    choose('feed.csv');
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Full feed: vehicles missing from this file are marked sold' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload feed' }));
    expect(await screen.findByText('Imported feed.csv: 3 added, 0 updated, 1 sold, 2 rejected.')).toBeTruthy();
    expect(api.sent('POST', PATH)[0]!.query).toEqual({ full: '1' });
    const table = screen.getByRole('table', { name: 'Imports' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Upload (full feed)')).toBeTruthy();
    const rejected = screen.getByRole('table', { name: /^Rejected rows of the import of/ });
    expect(within(rejected).getByRole('row', { name: /3 VIN must have 17 characters/ })).toBeTruthy();
    expect(within(rejected).getByRole('row', { name: /5 Price must be a positive amount/ })).toBeTruthy();
  });

  it('asks for a file before uploading, without asking the server', async () => {
    api.on('GET', PATH, history());
    renderWorkspace('/dealer/inventory', { me: MANAGER });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload feed' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a CSV file to upload.');
    expect(api.sent('POST', PATH)).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Feed file (CSV, up to 5 MB)')));
  });

  it("shows the server's refusal of a file", async () => {
    api.on('GET', PATH, history());
    api.on('POST', PATH, reply(400, { message: 'This file cannot be read as an inventory feed: no column for VIN' }));
    renderWorkspace('/dealer/inventory', { me: MANAGER });
    await screen.findByRole('button', { name: 'Upload feed' });
    choose('x.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Upload feed' }));
    expect((await screen.findByRole('alert')).textContent).toContain('no column for VIN');
  });

  it('reads in Spanish', async () => {
    locale.value = 'es';
    api.on('GET', PATH, history([done()]));
    renderWorkspace('/dealer/inventory', { me: MANAGER });
    expect(await screen.findByRole('table', { name: 'Importaciones' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subir archivo' })).toBeTruthy();
    expect(screen.getByLabelText('Archivo (CSV, hasta 5 MB)')).toBeTruthy();
  });

  it('shows rejected rows’ reasons in the member’s language by their code, and a reason without one as written', async () => {
    locale.value = 'es';
    const rows = [
      { line: 3, reason: 'VIN must have 17 characters (has 16)', code: 'vinLength' as const, params: { length: 16 } },
      { line: 4, reason: 'VIN repeats line 2', code: 'vinRepeats' as const, params: { line: 2 } },
      { line: 6, reason: 'Some older reason' },
    ];
    api.on('GET', PATH, history([done({ rejected: 3, rejectedRows: rows })]));
    renderWorkspace('/dealer/inventory', { me: MANAGER });
    const rejected = await screen.findByRole('table', { name: /^Filas rechazadas de la importación/ });
    expect(within(rejected).getByRole('row', { name: '3 El VIN debe tener 17 caracteres (tiene 16)' })).toBeTruthy();
    expect(within(rejected).getByRole('row', { name: '4 El VIN repite la línea 2' })).toBeTruthy();
    expect(within(rejected).getByRole('row', { name: '6 Some older reason' })).toBeTruthy();
  });

  it('saves the feed URL and schedule, showing the server’s field errors in the member’s language', async () => {
    locale.value = 'es';
    api.on('GET', PATH, history());
    api.on(
      'PUT',
      FEED,
      reply(400, { message: FEED_URL_PRIVATE, fieldErrors: [{ field: 'url', message: FEED_URL_PRIVATE }] }),
    );
    renderWorkspace('/dealer/inventory', { me: MANAGER });
    fireEvent.input(await screen.findByLabelText('URL del archivo'), { target: { value: 'https://10.0.0.1/f.csv' } });
    fireEvent.input(screen.getByLabelText('Descargar cada (minutos)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    // The contract's bounds are checked before asking the server.
    expect(await screen.findByText('Descarga el archivo cada 15 a 1440 minutos.')).toBeTruthy();
    expect(api.sent('PUT', FEED)).toEqual([]);
    fireEvent.input(screen.getByLabelText('Descargar cada (minutos)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La URL del archivo debe ser una dirección pública.')).toBeTruthy();
    expect(api.sent('PUT', FEED)[0]!.body).toEqual({ url: 'https://10.0.0.1/f.csv', everyMinutes: 30, fullFeed: true });
  });

  it('"Fetch now" adds the import to the history, and a failed fetch shows its reason', async () => {
    const feed = {
      url: 'https://feeds.example.com/d1.csv',
      everyMinutes: 60,
      fullFeed: true,
      nextRunAt: Date.UTC(2026, 11, 1),
    };
    api.on('GET', PATH, { ...history(), feed });
    api.on(
      'POST',
      `${FEED}/fetch`,
      done({
        source: 'url',
        fullFeed: true,
        fileName: feed.url,
        rowsRead: 0,
        added: 0,
        rejected: 0,
        rejectedRows: [],
        error: 'The feed could not be fetched: the server answered 503',
      }),
    );
    renderWorkspace('/dealer/inventory', { me: MANAGER });
    expect(((await screen.findByLabelText('Feed URL')) as HTMLInputElement).value).toBe(feed.url);
    fireEvent.click(screen.getByRole('button', { name: 'Fetch now' }));
    const table = await screen.findByRole('table', { name: 'Imports' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Feed URL (full feed)')).toBeTruthy();
    expect(within(row).getByText(/the server answered 503/)).toBeTruthy();
  });

  it('tells an agent it is for managers without asking the server', () => {
    renderWorkspace('/dealer/inventory', { me: AGENT });
    expect(screen.getByText(MANAGERS_ONLY)).toBeTruthy();
    expect(api.sent('GET', PATH)).toEqual([]);
  });
});
