/**
 * Address autocomplete behind one interface (seed 001 §7 "A maps-and-places script is loaded in
 * the browser for address autocomplete, restricted to geocode results (address components,
 * formatted address, geometry)"):
 * - `sandboxProvider` asks the sandbox's own places lookup (`GET /profile/places`);
 * - `googlePlacesProvider` loads the Google Maps JavaScript API's Places library with the
 *   campaign server's key, on first use (not at page load), and asks Google.
 * Which one: `autocompleteProviderFor(context.placesApiKey)`. Seed 001 §8: a script that fails to
 * load is logged only; the provider then answers no suggestions and the form works without them.
 */
import { report } from '../../lib/http.ts';
import { searchPlaces } from './api.ts';
import { PLACES_QUERY_MIN, type PlaceResult } from '../../contract/address.ts';

/** One line in the suggestions list. */
export type AddressSuggestion = { id: string; label: string };

export interface AutocompleteProvider {
  /** Suggestions for what the shopper typed; [] when there are none or autocomplete is unavailable. Rejects only on abort. */
  suggest(query: string, signal: AbortSignal): Promise<AddressSuggestion[]>;
  /** The chosen suggestion's place (seed 001 §3 "Places-lookup result"); null when it cannot be had. */
  resolve(suggestion: AddressSuggestion, signal: AbortSignal): Promise<PlaceResult | null>;
}

const abortError = () => new DOMException('The lookup was aborted', 'AbortError');
const isAbort = (error: unknown) =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';

/** 'street, City, ST 12345' (no street for a ZIP code's own place). */
export function placeLabel(place: PlaceResult): string {
  const region = [place.stateAbbreviation, place.zipCode].filter(Boolean).join(' ');
  return [place.streetAddress, place.city, region].filter((s) => s.trim() !== '').join(', ');
}

// ─── sandbox ────────────────────────────────────────────────────────────────────────────────

/** The sandbox's places lookup; a failed call (already reported by the HTTP client) gives no suggestions. */
export function sandboxProvider(): AutocompleteProvider {
  const places = new Map<string, PlaceResult>();
  return {
    async suggest(query, signal) {
      if (query.trim().length < PLACES_QUERY_MIN) return [];
      let results: PlaceResult[];
      try {
        results = await searchPlaces(query.trim(), signal);
      } catch (error) {
        if (isAbort(error)) throw error;
        return [];
      }
      places.clear();
      return results.map((place, i) => {
        const suggestion = { id: `sandbox-${String(i)}`, label: placeLabel(place) };
        places.set(suggestion.id, place);
        return suggestion;
      });
    },
    resolve: (suggestion) => Promise.resolve(places.get(suggestion.id) ?? null),
  };
}

// ─── Google Places ──────────────────────────────────────────────────────────────────────────
// The few shapes of the Maps JavaScript API ("places" library, Autocomplete Data) used here.

export type GoogleAddressComponent = { longText: string | null; shortText: string | null; types: readonly string[] };
export type GooglePlace = {
  addressComponents?: readonly GoogleAddressComponent[] | null | undefined;
  formattedAddress?: string | null | undefined;
  location?: { lat(): number; lng(): number } | null | undefined;
  fetchFields(options: { fields: string[] }): Promise<{ place: GooglePlace }>;
};
export type GooglePlacePrediction = { placeId: string; text: { toString(): string }; toPlace(): GooglePlace };
export type GooglePlacesLibrary = {
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string;
      includedPrimaryTypes?: string[];
      includedRegionCodes?: string[];
      sessionToken?: unknown;
    }): Promise<{ suggestions: readonly { placePrediction: GooglePlacePrediction | null }[] }>;
  };
  AutocompleteSessionToken: new () => unknown;
};
type GoogleWindow = {
  google?: { maps?: { importLibrary?: (name: string) => Promise<unknown> } };
} & Record<string, unknown>;

/** Seed 001 §7: geocode results only, with these fields (the Places API's names for them). */
export const GOOGLE_PLACE_TYPES = ['geocode'];
export const GOOGLE_PLACE_FIELDS = ['addressComponents', 'formattedAddress', 'location'];

function component(place: GooglePlace, type: string): GoogleAddressComponent | undefined {
  return place.addressComponents?.find((c) => c.types.includes(type));
}

/**
 * A Google place as a places-lookup result. Street: number and route in their short form
 * ('SE McLoughlin Blvd', as the USPS writes it); county without ' County', as the sandbox's ZIP
 * data names it; missing parts are empty, so the step-5 merge keeps what the form has.
 */
export function placeFromGoogle(place: GooglePlace): PlaceResult {
  const long = (type: string) => component(place, type)?.longText?.trim() ?? '';
  const short = (type: string) => component(place, type)?.shortText?.trim() ?? '';
  const street = [long('street_number'), short('route') || long('route')].filter(Boolean).join(' ');
  const stateCode = short('administrative_area_level_1');
  const zip = long('postal_code');
  const lat = place.location?.lat();
  const lng = place.location?.lng();
  return {
    streetAddress: street,
    city: long('locality') || long('postal_town') || long('sublocality_level_1') || long('administrative_area_level_3'),
    state: long('administrative_area_level_1'),
    stateAbbreviation: /^[A-Z]{2}$/.test(stateCode) ? stateCode : '',
    zipCode: /^\d{5}$/.test(zip) ? zip : '',
    county: long('administrative_area_level_2').replace(/\s+County$/i, ''),
    latitude: typeof lat === 'number' && Number.isFinite(lat) ? lat : null,
    longitude: typeof lng === 'number' && Number.isFinite(lng) ? lng : null,
  };
}

export type ScriptLoader = (src: string) => Promise<void>;

/** Adds an async script and settles when it has loaded or failed. */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.setAttribute('data-upshift-external', 'google-places');
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Script failed to load: ${src.split('?')[0] ?? ''}`)));
    script.src = src;
    doc.head.append(script);
  });
}

const READY_CALLBACK = '__upshiftPlacesReady';
/** How long the Maps API may take to call back after its script loaded. */
const READY_TIMEOUT_MS = 10_000;

export type GooglePlacesOptions = {
  loadScript?: ScriptLoader;
  /** The window the Maps API installs itself on. */
  win?: GoogleWindow;
  /** Where a load failure is logged (the error reporter by default). */
  log?: (error: Error) => void;
};

/** Loads the Maps JavaScript API once per window, then its Places library. */
async function loadPlacesLibrary(key: string, load: ScriptLoader, win: GoogleWindow): Promise<GooglePlacesLibrary> {
  if (!win.google?.maps?.importLibrary) {
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Google Maps did not start')), READY_TIMEOUT_MS);
      win[READY_CALLBACK] = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    const query = new URLSearchParams({
      key,
      v: 'weekly',
      libraries: 'places',
      loading: 'async',
      callback: READY_CALLBACK,
    });
    await Promise.all([load(`https://maps.googleapis.com/maps/api/js?${query.toString()}`), ready]);
  }
  const importLibrary = win.google?.maps?.importLibrary;
  if (!importLibrary) throw new Error('Google Maps loaded without importLibrary');
  return (await importLibrary('places')) as GooglePlacesLibrary;
}

/** Google Places (Autocomplete Data): loaded on the first lookup; a failure to load is logged once and ends autocomplete. */
export function googlePlacesProvider(key: string, options: GooglePlacesOptions = {}): AutocompleteProvider {
  const load = options.loadScript ?? ((src: string) => loadScript(src));
  const win = options.win ?? (globalThis as unknown as GoogleWindow);
  const log = options.log ?? report;
  let library: Promise<GooglePlacesLibrary | null> | null = null;
  let token: unknown = null;
  const predictions = new Map<string, GooglePlacePrediction>();

  const places = () =>
    (library ??= loadPlacesLibrary(key, load, win).catch((error: unknown) => {
      log(error instanceof Error ? error : new Error(String(error)));
      return null;
    }));

  return {
    async suggest(query, signal) {
      if (query.trim().length < PLACES_QUERY_MIN) return [];
      const lib = await places();
      if (signal.aborted) throw abortError();
      if (!lib) return [];
      // One billing session per address: from the first keystroke to the chosen place.
      token ??= new lib.AutocompleteSessionToken();
      let found: Awaited<ReturnType<GooglePlacesLibrary['AutocompleteSuggestion']['fetchAutocompleteSuggestions']>>;
      try {
        found = await lib.AutocompleteSuggestion.fetchAutocompleteSuggestions({
          input: query.trim(),
          includedPrimaryTypes: GOOGLE_PLACE_TYPES,
          includedRegionCodes: ['us'],
          sessionToken: token,
        });
      } catch {
        // A failed lookup (quota, network) only means no suggestions this time.
        return [];
      }
      if (signal.aborted) throw abortError();
      predictions.clear();
      return found.suggestions.flatMap(({ placePrediction: p }) => {
        if (!p) return [];
        predictions.set(p.placeId, p);
        return [{ id: p.placeId, label: p.text.toString() }];
      });
    },
    async resolve(suggestion, signal) {
      const prediction = predictions.get(suggestion.id);
      if (!prediction) return null;
      try {
        const { place } = await prediction.toPlace().fetchFields({ fields: GOOGLE_PLACE_FIELDS });
        if (signal.aborted) throw abortError();
        return placeFromGoogle(place);
      } catch (error) {
        if (isAbort(error)) throw error;
        return null;
      } finally {
        token = null;
      }
    },
  };
}

const providers = new Map<string | null, AutocompleteProvider>();

/** Google Places when the server configured a key, else the sandbox's lookup; one per key. */
export function autocompleteProviderFor(placesApiKey: string | null): AutocompleteProvider {
  let provider = providers.get(placesApiKey);
  if (!provider) {
    provider = placesApiKey ? googlePlacesProvider(placesApiKey) : sandboxProvider();
    providers.set(placesApiKey, provider);
  }
  return provider;
}
