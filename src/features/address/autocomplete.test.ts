import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { HOME_PLACE } from '../../testing/fixtures.ts';
import {
  autocompleteProviderFor,
  googlePlacesProvider,
  loadScript,
  placeFromGoogle,
  sandboxProvider,
  type GooglePlace,
  type GooglePlacesLibrary,
} from './autocomplete.ts';

const api = useFakeApi();
const signal = () => new AbortController().signal;

describe('sandboxProvider', () => {
  const PLACES = '/profile/places';

  it('suggests the places lookup results and resolves the chosen one', async () => {
    const zipPlace = { ...HOME_PLACE, streetAddress: '' };
    api.on('GET', PLACES, [HOME_PLACE, zipPlace]);
    const provider = sandboxProvider();
    const suggestions = await provider.suggest(' 4017 SE ', signal());
    expect(api.sent('GET', PLACES).map((r) => r.query)).toEqual([{ query: '4017 SE' }]);
    expect(suggestions.map((s) => s.label)).toEqual(['4017 SE Rural St, Portland, OR 97202', 'Portland, OR 97202']);
    expect(await provider.resolve(suggestions[0]!, signal())).toEqual(HOME_PLACE);
    expect(await provider.resolve({ id: 'nope', label: '' }, signal())).toBeNull();
  });

  it('asks nothing for fewer than 3 characters, and gives no suggestions when the lookup fails', async () => {
    api.on('GET', PLACES, reply(503, { message: 'down' }));
    const provider = sandboxProvider();
    expect(await provider.suggest('40', signal())).toEqual([]);
    expect(api.sent('GET', PLACES)).toEqual([]);
    expect(await provider.suggest('4017', signal())).toEqual([]);
  });

  it('passes an abort on, so an old answer is never shown', async () => {
    const controller = new AbortController();
    api.on('GET', PLACES, () => new Promise(() => undefined));
    const asked = sandboxProvider().suggest('4017', controller.signal);
    controller.abort();
    await expect(asked).rejects.toMatchObject({ name: 'AbortError' });
  });
});

const components = (list: [string, string, string][]) =>
  list.map(([type, longText, shortText]) => ({ types: [type, 'political'], longText, shortText }));

const googlePlace = (over: Partial<GooglePlace> = {}): GooglePlace => ({
  addressComponents: components([
    ['street_number', '8120', '8120'],
    ['route', 'Southeast McLoughlin Boulevard', 'SE McLoughlin Blvd'],
    ['locality', 'Portland', 'Portland'],
    ['administrative_area_level_2', 'Multnomah County', 'Multnomah County'],
    ['administrative_area_level_1', 'Oregon', 'OR'],
    ['country', 'United States', 'US'],
    ['postal_code', '97202', '97202'],
  ]),
  formattedAddress: '8120 SE McLoughlin Blvd, Portland, OR 97202, USA',
  location: { lat: () => 45.4714, lng: () => -122.6437 },
  fetchFields: vi.fn(),
  ...over,
});

describe('placeFromGoogle', () => {
  it('maps address components and geometry to a places-lookup result', () => {
    expect(placeFromGoogle(googlePlace())).toEqual({
      streetAddress: '8120 SE McLoughlin Blvd',
      city: 'Portland',
      state: 'Oregon',
      stateAbbreviation: 'OR',
      zipCode: '97202',
      county: 'Multnomah',
      latitude: 45.4714,
      longitude: -122.6437,
    });
  });

  it('leaves missing parts empty (the merge then keeps the form values)', () => {
    const zipOnly = googlePlace({
      addressComponents: components([
        ['postal_code', '97202', '97202'],
        ['sublocality_level_1', 'Sellwood', 'Sellwood'],
        ['administrative_area_level_1', 'Puerto Rico', 'Puerto Rico'],
      ]),
      location: null,
    });
    expect(placeFromGoogle(zipOnly)).toEqual({
      streetAddress: '',
      city: 'Sellwood',
      state: 'Puerto Rico',
      stateAbbreviation: '',
      zipCode: '97202',
      county: '',
      latitude: null,
      longitude: null,
    });
  });
});

/** A fake Maps API: what `importLibrary('places')` gives, recording the requests. */
function fakeGoogle() {
  const requests: unknown[] = [];
  const place = googlePlace();
  const fetchFields = vi.fn().mockResolvedValue({ place });
  const library: GooglePlacesLibrary = {
    AutocompleteSuggestion: {
      fetchAutocompleteSuggestions: vi.fn((request: unknown) => {
        requests.push(request);
        return Promise.resolve({
          suggestions: [
            {
              placePrediction: {
                placeId: 'p1',
                text: { toString: () => '8120 SE McLoughlin Blvd, Portland, OR, USA' },
                toPlace: () => ({ ...place, fetchFields }),
              },
            },
            { placePrediction: null },
          ],
        });
      }),
    },
    AutocompleteSessionToken: class {},
  };
  const win: Record<string, unknown> = {};
  const importLibrary = vi.fn((name: string) => Promise.resolve(name === 'places' ? library : null));
  const loader = vi.fn((src: string) => {
    // The real script installs google.maps and calls the callback named in its URL.
    win['google'] = { maps: { importLibrary } };
    const callback = new URL(src).searchParams.get('callback') ?? '';
    (win[callback] as () => void)();
    return Promise.resolve();
  });
  return { win, loader, requests, fetchFields, importLibrary };
}

describe('googlePlacesProvider', () => {
  it('loads the Maps API with the key and the places library on first use, restricted to geocode results', async () => {
    const google = fakeGoogle();
    const log = vi.fn();
    const provider = googlePlacesProvider('AIzaTestKey123', { loadScript: google.loader, win: google.win, log });
    expect(google.loader).not.toHaveBeenCalled();
    const suggestions = await provider.suggest('8120 SE Mc', signal());
    expect(suggestions).toEqual([{ id: 'p1', label: '8120 SE McLoughlin Blvd, Portland, OR, USA' }]);
    const src = new URL(google.loader.mock.calls[0]![0]);
    expect(src.origin + src.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(src.searchParams.get('key')).toBe('AIzaTestKey123');
    expect(src.searchParams.get('libraries')).toBe('places');
    expect(google.requests[0]).toMatchObject({
      input: '8120 SE Mc',
      includedPrimaryTypes: ['geocode'],
      includedRegionCodes: ['us'],
    });
    const place = await provider.resolve(suggestions[0]!, signal());
    expect(google.fetchFields).toHaveBeenCalledWith({ fields: ['addressComponents', 'formattedAddress', 'location'] });
    expect(place).toMatchObject({ streetAddress: '8120 SE McLoughlin Blvd', county: 'Multnomah', latitude: 45.4714 });
    await provider.suggest('4017 SE', signal());
    expect(google.loader).toHaveBeenCalledTimes(1);
    expect(log).not.toHaveBeenCalled();
  });

  it('a script that fails to load is logged once, and autocomplete then answers nothing', async () => {
    const loader = vi
      .fn()
      .mockRejectedValue(new Error('Script failed to load: https://maps.googleapis.com/maps/api/js'));
    const log = vi.fn();
    const provider = googlePlacesProvider('AIzaTestKey123', { loadScript: loader, win: {}, log });
    expect(await provider.suggest('8120 SE Mc', signal())).toEqual([]);
    expect(await provider.suggest('8120 SE McL', signal())).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    expect((log.mock.calls[0]![0] as Error).message).toMatch(/failed to load/);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('a failed lookup is no suggestions, and an aborted one is not shown', async () => {
    const google = fakeGoogle();
    const provider = googlePlacesProvider('AIzaTestKey123', {
      loadScript: google.loader,
      win: google.win,
      log: vi.fn(),
    });
    const controller = new AbortController();
    const pending = provider.suggest('8120 SE Mc', controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const lib = await (
      google.win['google'] as { maps: { importLibrary: (n: string) => Promise<GooglePlacesLibrary> } }
    ).maps.importLibrary('places');
    vi.mocked(lib.AutocompleteSuggestion.fetchAutocompleteSuggestions).mockRejectedValueOnce(
      new Error('OVER_QUERY_LIMIT'),
    );
    expect(await provider.suggest('8120 SE Mc', signal())).toEqual([]);
  });
});

describe('loadScript', () => {
  afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

  it('adds an async script and rejects when it fails to load', async () => {
    const loading = loadScript('https://maps.googleapis.com/maps/api/js?key=k');
    const script = document.head.querySelector('script');
    expect(script?.async).toBe(true);
    script?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Script failed to load: https://maps.googleapis.com/maps/api/js');
  });
});

describe('autocompleteProviderFor', () => {
  it('is Google Places with a key and the sandbox without one, the same provider each time', () => {
    expect(autocompleteProviderFor(null)).toBe(autocompleteProviderFor(null));
    expect(autocompleteProviderFor('AIzaTestKey123')).not.toBe(autocompleteProviderFor(null));
  });
});
