import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCESSORY_PRICE_MESSAGE,
  type DealerAccessoriesAnswer,
} from '../../../contract/workspace-dealer-accessories.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { locale } from '../../i18n/index.ts';
import { valueOf } from '../../testing/dom.ts';
import { MANAGER } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';
import { fitsOf, fitsText } from './accessories-model.ts';
import { answerRulesPage, rulesAnswer } from './test-fixtures.ts';

const api = useFakeApi();
afterEach(() => {
  cleanup();
  locale.value = 'en';
});

const PATH = '/dealer/api/dealers/d1/accessories';
const rules = rulesAnswer();
const catalogue = (): DealerAccessoriesAnswer => ({
  dealer: { id: 'd1', name: 'Sunrise Toyota' },
  accessories: [
    {
      id: 'a1',
      name: 'Floor Mats',
      category: 'INTERIOR',
      description: '',
      price: 200,
      fits: [{ make: '*', model: '*' }],
      retired: false,
    },
    {
      id: 'a2',
      name: 'Rear Spoiler',
      category: 'EXTERIOR',
      description: 'Painted to match',
      price: 500,
      fits: [
        { make: 'Toyota', model: 'Camry' },
        { make: 'Toyota', model: 'Corolla' },
      ],
      retired: false,
    },
  ],
});

describe('the fits box', () => {
  it('reads one vehicle a line, a make alone as any of its models, and shows them back the same way', () => {
    expect(fitsOf(' Toyota / Camry \n\nHonda\n*\n')).toEqual([
      { make: 'Toyota', model: 'Camry' },
      { make: 'Honda', model: '*' },
      { make: '*', model: '*' },
    ]);
    expect(
      fitsText([
        { make: 'Toyota', model: '*' },
        { make: '*', model: '*' },
      ]),
    ).toBe('Toyota / *\n*');
  });
});

describe('the accessory catalogue on the money and rules page', () => {
  beforeEach(() => {
    answerRulesPage(api);
    api.on('GET', PATH, () => catalogue());
  });

  it('adds an accessory and retires one, saved as one list; a bad price is refused on its field', async () => {
    api.on('PUT', PATH, ({ body }) => ({
      dealer: rules.dealer,
      accessories: (body as DealerAccessoriesAnswer).accessories.map((a, i) => ({
        ...a,
        id: a.id ?? `new${String(i)}`,
      })),
    }));
    renderWorkspace('/dealer/settings/rules', { me: MANAGER });
    const section = await screen.findByRole('region', { name: 'Accessory catalogue' });
    const spoiler = await within(section).findByRole('group', { name: 'Rear Spoiler' });
    expect(valueOf(within(spoiler).getByRole('textbox', { name: 'Fits' }))).toBe('Toyota / Camry\nToyota / Corolla');
    expect(valueOf(within(spoiler).getByRole('combobox', { name: 'Category' }))).toBe('EXTERIOR');
    fireEvent.click(within(spoiler).getByRole('checkbox', { name: 'Retired' }));

    fireEvent.click(within(section).getByRole('button', { name: 'Add an accessory' }));
    const added = within(section).getByRole('group', { name: 'Accessory 3' });
    fireEvent.input(within(added).getByRole('textbox', { name: 'Name' }), { target: { value: 'Puddle Lights' } });
    fireEvent.input(within(added).getByRole('combobox', { name: 'Category' }), { target: { value: 'TECHNOLOGY' } });
    fireEvent.input(within(added).getByRole('textbox', { name: 'Fits' }), { target: { value: 'Toyota / Camry' } });
    const price = within(added).getByRole('textbox', { name: 'Price installed ($)' });
    fireEvent.input(price, { target: { value: '30000' } });
    const save = within(section).getByRole('button', { name: 'Save accessory catalogue' });
    fireEvent.click(save);
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(within(added).getByText(ACCESSORY_PRICE_MESSAGE)).toBeTruthy();
    expect(api.sent('PUT', PATH)).toEqual([]);

    fireEvent.input(price, { target: { value: '129.95' } });
    fireEvent.click(save);
    await waitFor(() => expect(within(section).getAllByRole('status')[0]!.textContent).toBe('Saved.'));
    expect(api.lastBody('PUT', PATH)).toEqual({
      accessories: [
        { ...catalogue().accessories[0] },
        { ...catalogue().accessories[1], retired: true },
        {
          name: 'Puddle Lights',
          category: 'TECHNOLOGY',
          description: '',
          price: 129.95,
          fits: [{ make: 'Toyota', model: 'Camry' }],
          retired: false,
        },
      ],
    });
    expect(within(section).getByRole('group', { name: 'Puddle Lights' })).toBeTruthy();
  });

  it("puts the server's field errors on their fields, in Spanish too", async () => {
    locale.value = 'es';
    api.on('PUT', PATH, () =>
      reply(400, {
        message: 'Invalid request',
        fieldErrors: [
          {
            field: 'accessories.1.fits.0.model',
            message: 'Name from 1 to 30 vehicles it fits: a make and a model, each at most 40 characters, * for any.',
          },
        ],
      }),
    );
    renderWorkspace('/dealer/settings/rules', { me: MANAGER });
    const section = await screen.findByRole('region', { name: 'Catálogo de accesorios' });
    const spoiler = await within(section).findByRole('group', { name: 'Rear Spoiler' });
    fireEvent.click(within(section).getByRole('button', { name: 'Guardar catálogo de accesorios' }));
    const fits = within(spoiler).getByRole('textbox', { name: 'Se instala en' });
    await waitFor(() => expect(fits.getAttribute('aria-invalid')).toBe('true'));
    expect(within(spoiler).getByText(/Indica de 1 a 30 vehículos/)).toBeTruthy();
  });
});
