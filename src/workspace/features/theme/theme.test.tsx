import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_THEME_TOKENS,
  HEX_COLOUR_MESSAGE,
  type CampaignThemeAnswer,
  type ThemeTokens,
} from '../../../contract/campaign-theme.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { locale } from '../../i18n/index.ts';
import { descriptionOf, valueOf } from '../../testing/dom.ts';
import { MANAGER } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';
import { applyDraftSheet, draftSheetOf } from './preview-sheet.ts';

const api = useFakeApi();
afterEach(() => {
  cleanup();
  locale.value = 'en';
});

const PATH = '/dealer/api/campaigns/plain/theme';
const answer = (tokens: ThemeTokens = DEFAULT_THEME_TOKENS): CampaignThemeAnswer => ({
  campaign: { slug: 'plain', name: 'Plain Motors', dealerId: 'd1' },
  tokens,
});
const textbox = (name: string) => screen.getByRole('textbox', { name });
const frame = () => screen.getByTitle('Preview of the widget with these settings, not saved');

describe('the theme page', () => {
  beforeEach(() => {
    api.on('GET', '/dealer/api/settings/:kind/:id/history', { versions: [], canRevert: false });
    api.on('GET', '/vehicles/search', { items: [{ id: 'v-42' }] });
    api.on('GET', PATH, answer());
  });

  it('shows every token as a labelled field and the real widget framed, home first, then a vehicle', async () => {
    renderWorkspace('/dealer/campaigns/plain/theme', { me: MANAGER });
    const brand = await screen.findByRole('textbox', { name: 'Brand colour' });
    expect(valueOf(brand)).toBe('#3b3fb6');
    expect(screen.getByRole('link', { name: 'Back to the campaign' }).getAttribute('href')).toBe(
      '/dealer/campaigns/plain',
    );
    expect(descriptionOf(brand)).toContain('Text on the brand colour on Brand colour: ');
    const hero = screen.getByRole('group', { name: 'Hero band' });
    expect(valueOf(within(hero).getByRole('textbox', { name: 'Gradient angle (degrees)' }))).toBe('120');
    expect(valueOf(within(hero).getByRole('textbox', { name: 'Hero band, second colour' }))).toBe('#6a3fb6');
    expect(valueOf(textbox('Logo corner'))).toBe('50%');
    expect(valueOf(textbox('Heading font'))).toBe('');
    const shadow = screen.getByRole('group', { name: 'Card shadow' });
    expect((within(shadow).getByRole('checkbox', { name: 'Cards have a shadow' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(valueOf(within(shadow).getByRole('textbox', { name: 'Shadow opacity' }))).toBe('0.08');

    expect(frame().getAttribute('src')).toBe('/embed?campaign=plain&inline=1#/');
    expect(frame().getAttribute('loading')).toBe('lazy');
    const pages = screen.getByRole('group', { name: 'Page shown in the preview' });
    const vehicle = await within(pages).findByRole('button', { name: 'Vehicle page' });
    expect(api.sent('GET', '/vehicles/search')[0]?.query).toEqual({ dealerId: 'd1', pageSize: '1' });
    fireEvent.click(vehicle);
    expect(vehicle.getAttribute('aria-pressed')).toBe('true');
    expect(frame().getAttribute('src')).toBe('/embed?campaign=plain&inline=1#/vehicles/v-42');
  });

  it('refuses a brand colour below 4.5:1 under its text with the pair named, without asking the server', async () => {
    renderWorkspace('/dealer/campaigns/plain/theme', { me: MANAGER });
    const brand = await screen.findByRole('textbox', { name: 'Brand colour' });
    fireEvent.input(brand, { target: { value: '#9fa2e8' } });
    const pair = 'Text on the brand colour on Brand colour has a contrast of 2.38:1; text needs at least 4.5:1.';
    expect(screen.getByText(pair)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the theme' }));
    const onBrand = textbox('Text on the brand colour');
    await waitFor(() => expect(onBrand.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(onBrand)).toContain(pair);
    expect(api.sent('PUT', PATH)).toEqual([]);
  });

  it('says a refused pair in Spanish too', async () => {
    locale.value = 'es';
    renderWorkspace('/dealer/campaigns/plain/theme', { me: MANAGER });
    const brand = await screen.findByRole('textbox', { name: 'Color de la marca' });
    fireEvent.input(brand, { target: { value: '#9fa2e8' } });
    expect(screen.getByText(/tiene un contraste de 2.38:1; el texto necesita al menos 4.5:1/)).toBeTruthy();
  });

  it('saves the new tokens, the hero, shadow and corners included', async () => {
    api.on('PUT', PATH, ({ body }) => answer(body as ThemeTokens));
    renderWorkspace('/dealer/campaigns/plain/theme', { me: MANAGER });
    fireEvent.input(await screen.findByRole('textbox', { name: 'Brand colour' }), { target: { value: '#0B6E4F' } });
    fireEvent.input(textbox('Gradient angle (degrees)'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a third colour' }));
    fireEvent.input(textbox('Hero band, third colour'), { target: { value: '#1d2030' } });
    fireEvent.input(textbox('Logo corner'), { target: { value: '8px' } });
    fireEvent.input(textbox('Heading font'), { target: { value: 'Georgia, serif' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cards have a shadow' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the theme' }));
    await screen.findByText('Saved. Shoppers see the new look on their next page.');
    const sent = api.lastBody('PUT', PATH) as ThemeTokens;
    expect(sent.colours.primary).toBe('#0b6e4f');
    expect(sent.hero).toEqual({
      angle: 90,
      stops: [
        { colour: '#3b3fb6', at: 0 },
        { colour: '#6a3fb6', at: 100 },
        { colour: '#1d2030', at: 100 },
      ],
    });
    expect(sent).toMatchObject({ logoRadius: '8px', headingFont: 'Georgia, serif', shadow: null });
  });

  it('puts a bad number on its field in the member’s words and keeps what was typed', async () => {
    renderWorkspace('/dealer/campaigns/plain/theme', { me: MANAGER });
    const opacity = await screen.findByRole('textbox', { name: 'Shadow opacity' });
    fireEvent.input(opacity, { target: { value: '0.9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the theme' }));
    await waitFor(() => expect(opacity.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(opacity)).toContain('Enter a shadow opacity from 0 to 0.3.');
    expect(valueOf(opacity)).toBe('0.9');
    expect(api.sent('PUT', PATH)).toEqual([]);
  });

  it("puts the server's field error on the field", async () => {
    api.on(
      'PUT',
      PATH,
      reply(400, { message: 'Invalid request', fieldErrors: [{ field: 'colours.link', message: HEX_COLOUR_MESSAGE }] }),
    );
    renderWorkspace('/dealer/campaigns/plain/theme', { me: MANAGER });
    await screen.findByRole('textbox', { name: 'Brand colour' });
    fireEvent.click(screen.getByRole('button', { name: 'Save the theme' }));
    const link = textbox('Links');
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(link)).toContain(HEX_COLOUR_MESSAGE);
  });

  it('gives the framed widget the draft before saving, the same sheet the server serves', async () => {
    // happy-dom loads no frame: this document stands in for the framed widget's.
    vi.spyOn(HTMLIFrameElement.prototype, 'contentDocument', 'get').mockReturnValue(document);
    renderWorkspace('/dealer/campaigns/plain/theme', { me: MANAGER });
    const brand = await screen.findByRole('textbox', { name: 'Brand colour' });
    await waitFor(() => expect(draftSheetOf(document)).toContain('--color-primary: #3b3fb6'));
    fireEvent.input(brand, { target: { value: '#0b6e4f' } });
    await waitFor(() => expect(draftSheetOf(document)).toContain('--color-primary: #0b6e4f'));
    // A colour still being typed leaves the last valid draft in place.
    fireEvent.input(brand, { target: { value: '#0b6' } });
    expect(draftSheetOf(document)).toContain('--color-primary: #0b6e4f');
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(api.sent('PUT', PATH)).toEqual([]);
    document.adoptedStyleSheets = [];
  });
});

describe('the preview sheet', () => {
  it('is adopted once by a document and replaced on every edit', () => {
    applyDraftSheet(document, DEFAULT_THEME_TOKENS);
    applyDraftSheet(document, { ...DEFAULT_THEME_TOKENS, radius: 4 });
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(draftSheetOf(document)).toContain('--radius: 4px');
    document.adoptedStyleSheets = [];
  });
});
