import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { SLUG_TAKEN, ADMINS_ONLY, type CampaignAnswer } from '../../../contract/workspace-onboarding.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { locale } from '../../i18n/index.ts';
import { descriptionOf } from '../../testing/dom.ts';
import { AGENT, MANAGER } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';
import { EMPTY_CAMPAIGN } from './campaign-values.ts';

const api = useFakeApi();
afterEach(() => {
  cleanup();
  locale.value = 'en';
});

const ADMIN = { ...MANAGER, role: 'PLATFORM_ADMIN' as const };
const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('adding a dealer', () => {
  it('tells a manager only a platform admin can, without a form', async () => {
    renderWorkspace('/dealer/dealers/new', { me: MANAGER });
    expect(await screen.findByText(ADMINS_ONLY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create dealer and campaign' })).toBeNull();
  });

  it('checks the form with the contract first, then puts the server’s field errors on their fields', async () => {
    api.on(
      'POST',
      '/dealer/api/onboarding/dealers',
      reply(400, { message: SLUG_TAKEN, fieldErrors: [{ field: 'campaign.slug', message: SLUG_TAKEN }] }),
    );
    renderWorkspace('/dealer/dealers/new', { me: ADMIN });
    await screen.findByRole('heading', { level: 1, name: 'Add a dealer' });
    fireEvent.click(screen.getByRole('button', { name: 'Create dealer and campaign' }));
    const phone = screen.getByLabelText('Phone number', { exact: true });
    await waitFor(() => expect(descriptionOf(phone)).toContain('Phone Number is required'));
    expect(api.sent('POST', '/dealer/api/onboarding/dealers')).toHaveLength(0);

    type('Dealer name', 'Hill Motors');
    type('Street address', '1 Main St');
    type('City', 'Austin');
    type('State (two letters)', 'TX');
    type('ZIP code', '78701');
    type('Time zone', 'America/Chicago');
    type('Phone number', '5125550123');
    type('Website', 'https://hill.example');
    type('Campaign slug', 'main');
    type('Campaign name', 'Hill');
    type('Title', 'Shop Hill');
    type('Tenant id', 't-hill');
    type('Where it may be embedded', 'https://www.hill.example');
    fireEvent.click(screen.getByRole('button', { name: 'Create dealer and campaign' }));
    const slug = screen.getByLabelText('Campaign slug', { exact: true });
    await waitFor(() => expect(descriptionOf(slug)).toContain(SLUG_TAKEN));
    expect(api.lastBody('POST', '/dealer/api/onboarding/dealers')).toMatchObject({
      dealer: { phoneNumber: '5125550123' },
      campaign: { slug: 'main', allowedOrigins: ['https://www.hill.example'], productId: 102 },
    });
  });
});

describe('a campaign’s page', () => {
  it('shows its settings, saves a change and offers the embed code', async () => {
    const answer: CampaignAnswer = {
      slug: 'hill',
      dealers: [{ id: 'd1', name: 'Hill Motors' }],
      settings: {
        ...EMPTY_CAMPAIGN,
        name: 'Hill',
        title: 'Shop Hill',
        tenantId: 't',
        allowedOrigins: ['https://a.example'],
      },
    };
    api.on('GET', '/dealer/api/campaigns/hill/settings', answer);
    api.on('PUT', '/dealer/api/campaigns/hill/settings', {
      ...answer,
      settings: { ...answer.settings, pinEnabled: true },
    });
    api.on('GET', '/dealer/api/settings/campaign/hill/history', { versions: [], canRevert: false });
    renderWorkspace('/dealer/campaigns/hill', { me: ADMIN });
    await screen.findByRole('heading', { level: 1, name: 'Campaign Hill' });
    expect(screen.getByText(/data-campaign="hill" data-dealer="d1"/)).toBeTruthy();
    const theme = screen.getByRole('link', { name: 'Edit the theme: colours, fonts, logo' });
    expect(theme.getAttribute('href')).toBe('/dealer/campaigns/hill/theme');
    fireEvent.click(screen.getByRole('checkbox', { name: 'PIN verification (pinned prospects)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save campaign' }));
    await waitFor(() => expect(screen.getByText('Saved.')).toBeTruthy());
    expect(api.lastBody('PUT', '/dealer/api/campaigns/hill/settings')).toMatchObject({
      pinEnabled: true,
      allowedOrigins: ['https://a.example'],
    });
  });
});

describe('check my site', () => {
  it('says where redirects led and why a page could not be read', async () => {
    const answer: CampaignAnswer = {
      slug: 'hill',
      dealers: [{ id: 'd1', name: 'Hill Motors' }],
      settings: { ...EMPTY_CAMPAIGN, name: 'Hill', title: 'Shop Hill', tenantId: 't', allowedOrigins: [] },
    };
    api.on('GET', '/dealer/api/campaigns/hill/settings', answer);
    api.on('GET', '/dealer/api/settings/campaign/hill/history', { versions: [], canRevert: false });
    api.on('POST', '/dealer/api/campaigns/hill/site-check', {
      url: 'https://www.hill.example/',
      redirectedFrom: 'https://hill.example/',
      problem: null,
      status: 200,
      checks: [{ id: 'origin', ok: false }],
    });
    renderWorkspace('/dealer/campaigns/hill', { me: ADMIN });
    fireEvent.click(await screen.findByRole('button', { name: 'Check my site' }));
    await screen.findByText(
      'The address https://hill.example/ redirected here: this page’s origin is the one that counts.',
    );
    expect(screen.getByRole('heading', { name: 'Results for https://www.hill.example/' })).toBeTruthy();

    api.on('POST', '/dealer/api/campaigns/hill/site-check', {
      url: 'http://169.254.169.254/',
      redirectedFrom: 'https://hill.example/',
      problem: 'refused',
      status: null,
      checks: [],
    });
    locale.value = 'es';
    fireEvent.click(await screen.findByRole('button', { name: 'Revisar mi sitio' }));
    await screen.findByText(/una dirección que no podemos cargar/);
  });
});

describe('the campaigns a manager may change', () => {
  it('are reached from the nav, each linking to its page and its theme', async () => {
    api.on('GET', '/dealer/api/leads', { leads: [], next: null });
    api.on('GET', '/dealer/api/onboarding/campaigns', [
      { slug: 'hill', name: 'Hill', dealers: [{ id: 'd1', name: 'Hill Motors' }] },
    ]);
    const { currentPath } = renderWorkspace('/dealer', { me: MANAGER });
    const nav = await screen.findByRole('navigation', { name: 'Workspace' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Campaigns' }));
    await screen.findByRole('heading', { level: 1, name: 'Campaigns' });
    expect(currentPath()).toBe('/dealer/campaigns');
    expect((await screen.findByRole('link', { name: 'Hill' })).getAttribute('href')).toBe('/dealer/campaigns/hill');
    expect(screen.getByRole('link', { name: 'Theme of Hill' }).getAttribute('href')).toBe(
      '/dealer/campaigns/hill/theme',
    );
    expect(screen.getByText('Hill Motors')).toBeTruthy();
  });

  it('says when none is theirs, in Spanish too', async () => {
    api.on('GET', '/dealer/api/onboarding/campaigns', []);
    locale.value = 'es';
    renderWorkspace('/dealer/campaigns', { me: MANAGER });
    await screen.findByText(/No tienes ninguna campaña que cambiar/);
  });

  it('are not offered to an agent', async () => {
    api.on('GET', '/dealer/api/leads', { leads: [], next: null });
    renderWorkspace('/dealer', { me: AGENT });
    const nav = await screen.findByRole('navigation', { name: 'Workspace' });
    expect(within(nav).queryByRole('link', { name: 'Campaigns' })).toBeNull();
  });
});
