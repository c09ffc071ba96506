import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { InventoryImport, InventoryImports } from '../../../contract/workspace-inventory.ts';
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
  ...over,
});
const history = (imports: InventoryImport[] = []): InventoryImports => ({
  dealer: { id: 'd1', name: 'Sunrise Toyota' },
  imports,
});
const choose = (name: string) => {
  const input = screen.getByLabelText('Feed file (CSV, up to 5 MB)');
  // jsdom has no file picker: the chosen file is set as the browser would.
  Object.defineProperty(input, 'files', { value: [new File(['VIN,Price\n'], name, { type: 'text/csv' })] });
};

describe('the inventory feed page', () => {
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
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Imported feed.csv: 3 added, 0 updated, 1 sold, 2 rejected.'),
    );
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

  it('tells an agent it is for managers without asking the server', () => {
    renderWorkspace('/dealer/inventory', { me: AGENT });
    expect(screen.getByText(MANAGERS_ONLY)).toBeTruthy();
    expect(api.sent('GET', PATH)).toEqual([]);
  });
});
