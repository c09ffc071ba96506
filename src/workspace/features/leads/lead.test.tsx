import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { LOST_NEEDS_REASON, NOT_YOUR_DEALER } from '../../../contract/workspace.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { descriptionOf, valueOf } from '../../testing/dom.ts';
import { MANAGER, leadDetail } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';

const api = useFakeApi();
afterEach(cleanup);

describe('a lead', () => {
  it('shows the shopper, the lead and its delivery, the comments as text, and the way back to the filtered inbox', async () => {
    api.on('GET', '/dealer/api/leads/L1', leadDetail({ firstResponseAt: leadDetail().createdAt + 12 * 60_000 }));
    renderWorkspace('/dealer/leads/L1?status=NEW&q=ana', { me: MANAGER });
    await screen.findByRole('heading', { name: 'Lead: Ana García' });
    expect(screen.getByRole('link', { name: 'ana@example.test' }).getAttribute('href')).toBe('mailto:ana@example.test');
    expect(screen.getByRole('link', { name: '(555) 010-2030' }).getAttribute('href')).toBe('tel:5550102030');
    expect(screen.getByText('First response after 12 min')).toBeTruthy();
    // Markup in the shopper's words stays text.
    expect(screen.getByText(/<b>not markup<\/b>/)).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText(/Try 1, .*: delivered/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to leads' }).getAttribute('href')).toBe('/dealer?status=NEW&q=ana');
  });

  it("lists the shopper's later events with what each told the CRM, as text", async () => {
    const at = leadDetail().createdAt;
    api.on(
      'GET',
      '/dealer/api/leads/L1',
      leadDetail({
        updates: [
          {
            seq: 2,
            kind: 'call-now',
            createdAt: at + 60_000,
            delivery: 'DELIVERED',
            comments: 'Update 1 to this lead.',
          },
          { seq: 3, kind: 'email', createdAt: at + 120_000, delivery: 'PENDING', comments: '<i>Is it red?</i>' },
        ],
      }),
    );
    renderWorkspace('/dealer/leads/L1', { me: MANAGER });
    const section = (await screen.findByRole('heading', { name: 'Later events' })).closest('section')!;
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(/^Call now, .*: Delivered$/)).toBeTruthy();
    expect(within(items[1]!).getByText(/^Email, .*: Pending$/)).toBeTruthy();
    expect(within(items[1]!).getByText('<i>Is it red?</i>')).toBeTruthy();
    expect(section.querySelector('i')).toBeNull();
  });

  it('says when the shopper has done nothing since the lead', async () => {
    api.on('GET', '/dealer/api/leads/L1', leadDetail());
    renderWorkspace('/dealer/leads/L1', { me: MANAGER });
    const section = (await screen.findByRole('heading', { name: 'Later events' })).closest('section')!;
    expect(within(section).getByText('None yet.')).toBeTruthy();
  });

  it('says when nobody has answered yet', async () => {
    api.on('GET', '/dealer/api/leads/L1', leadDetail());
    renderWorkspace('/dealer/leads/L1', { me: MANAGER });
    expect(await screen.findByText('No response yet')).toBeTruthy();
  });

  it("asks why a lead was lost, shows the server's message next to the reason and keeps what was typed", async () => {
    api.on('GET', '/dealer/api/leads/L1', leadDetail());
    api.on(
      'PATCH',
      '/dealer/api/leads/L1',
      reply(400, { message: 'Check the form', fieldErrors: [{ field: 'lostReason', message: LOST_NEEDS_REASON }] }),
    );
    renderWorkspace('/dealer/leads/L1', { me: MANAGER });
    await screen.findByRole('heading', { name: 'Lead: Ana García' });
    expect(screen.queryByLabelText('Why was it lost?')).toBeNull();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'LOST' } });
    const reason = await screen.findByLabelText('Why was it lost?');
    // Without a reason nothing is sent: the contract's own check says why.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(descriptionOf(reason)).toBe(LOST_NEEDS_REASON));
    expect(api.sent('PATCH', '/dealer/api/leads/L1')).toEqual([]);
    fireEvent.input(reason, { target: { value: 'Bought elsewhere' } });
    fireEvent.change(screen.getByLabelText('Owner'), { target: { value: 's2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PATCH', '/dealer/api/leads/L1')).toHaveLength(1));
    expect(api.lastBody('PATCH', '/dealer/api/leads/L1')).toEqual({
      status: 'LOST',
      lostReason: 'Bought elsewhere',
      ownerId: 's2',
    });
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(reason)).toBe(LOST_NEEDS_REASON);
    expect(valueOf(reason)).toBe('Bought elsewhere');
  });

  it('saves the work and shows the lead as the server answers', async () => {
    api.on('GET', '/dealer/api/leads/L1', leadDetail());
    api.on('PATCH', '/dealer/api/leads/L1', () =>
      leadDetail({
        status: 'CONTACTED',
        owner: { id: 's1', name: 'María Pérez' },
        firstResponseAt: leadDetail().createdAt + 5 * 60_000,
      }),
    );
    renderWorkspace('/dealer/leads/L1', { me: MANAGER });
    await screen.findByRole('heading', { name: 'Lead: Ana García' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'CONTACTED' } });
    fireEvent.change(screen.getByLabelText('Owner'), { target: { value: 's1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('Saved.')).getAttribute('role')).toBe('status');
    expect(api.lastBody('PATCH', '/dealer/api/leads/L1')).toEqual({ status: 'CONTACTED', ownerId: 's1' });
    expect(screen.getByText('First response after 5 min')).toBeTruthy();
  });

  it('adds a note, newest last, and empties the box', async () => {
    const first = {
      id: 1,
      author: 'Sam Agent',
      body: 'Called, no answer.',
      createdAt: leadDetail().createdAt + 60_000,
    };
    api.on('GET', '/dealer/api/leads/L1', leadDetail({ notes: [first] }));
    api.on('POST', '/dealer/api/leads/L1/notes', ({ body }) =>
      leadDetail({
        notes: [
          { id: 2, author: 'María Pérez', body: (body as { body: string }).body, createdAt: first.createdAt + 60_000 },
          first,
        ],
      }),
    );
    renderWorkspace('/dealer/leads/L1', { me: MANAGER });
    const box = await screen.findByLabelText('New note');
    expect(descriptionOf(box)).toBe('0 / 2000');
    fireEvent.input(box, { target: { value: '  Booked a test drive for Saturday.  ' } });
    expect(descriptionOf(box)).toBe('37 / 2000');
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await screen.findByText('Booked a test drive for Saturday.');
    expect(api.lastBody('POST', '/dealer/api/leads/L1/notes')).toEqual({ body: 'Booked a test drive for Saturday.' });
    const notes = [...document.querySelectorAll('.ws-note .ws-pre')].map((n) => n.textContent);
    expect(notes).toEqual(['Called, no answer.', 'Booked a test drive for Saturday.']);
    await waitFor(() => expect(valueOf(box)).toBe(''));
  });

  it("shows the server's words for a lead of another dealer, and not-found for an unknown one", async () => {
    api.on('GET', '/dealer/api/leads/L9', reply(403, { message: NOT_YOUR_DEALER }));
    api.on('GET', '/dealer/api/leads/L0', reply(404, { message: 'Not found' }));
    renderWorkspace('/dealer/leads/L9', { me: MANAGER });
    expect((await screen.findByRole('alert')).textContent).toContain(NOT_YOUR_DEALER);
    cleanup();
    renderWorkspace('/dealer/leads/L0', { me: MANAGER });
    await screen.findByRole('heading', { name: 'Lead not found' });
  });
});
