/**
 * `<UpshiftWidget campaign=… />`: loads the Upshift widget for as long as it is mounted. Inline (it
 * renders the element the app goes into) or overlay (it renders nothing; the loader draws the
 * launcher). Event props are read at call time, so new callbacks never reload the widget.
 */
import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { destroy, load, on, setVehicle, type LoadOptions, type PublicEventPayloads } from '@upshift/embed';

export type UpshiftWidgetProps = {
  /** The loader's URL on the app origin, e.g. `https://app.example.com/loader.js`. */
  src: string;
  campaign: string;
  dealer?: string;
  /** The vehicle of interest; changing it calls `setVehicle` without reloading. */
  vehicle?: string;
  locale?: 'en' | 'es';
  mount?: 'iframe' | 'shadow';
  /** Render inline in an element of this component (auto-height) instead of the overlay. */
  inline?: boolean;
  /** The floating launcher button in overlay mode (default true). */
  launcher?: boolean;
  flags?: string | readonly string[];
  dataLayer?: boolean;
  nonce?: string;
  /** Inline mode: the container's class and style. */
  className?: string;
  style?: CSSProperties;
  onReady?: (payload: PublicEventPayloads['ready']) => void;
  onOpen?: (payload: PublicEventPayloads['open']) => void;
  onClose?: (payload: PublicEventPayloads['close']) => void;
  onNavigate?: (payload: PublicEventPayloads['navigate']) => void;
  onLead?: (payload: PublicEventPayloads['lead']) => void;
  onTrack?: (payload: PublicEventPayloads['track']) => void;
  onError?: (payload: PublicEventPayloads['error']) => void;
};

const CALLBACKS = [
  ['ready', 'onReady'],
  ['open', 'onOpen'],
  ['close', 'onClose'],
  ['navigate', 'onNavigate'],
  ['lead', 'onLead'],
  ['track', 'onTrack'],
  ['error', 'onError'],
] as const;

// StrictMode unmounts and mounts again at once: the destroy waits a task so that remount keeps the widget.
let pendingDestroy: ReturnType<typeof setTimeout> | undefined;

export function UpshiftWidget(props: UpshiftWidgetProps) {
  const { src, campaign, dealer, vehicle, locale, mount, inline, launcher, flags, dataLayer, nonce } = props;
  const latest = useRef(props);
  latest.current = props;
  // useId's characters are not all valid in a CSS selector.
  const id = 'upshift-' + useId().replace(/[^\w-]/g, '');
  const loadedVehicle = useRef(vehicle);
  const flagList = typeof flags === 'string' || flags === undefined ? flags : flags.join(',');

  useEffect(() => {
    clearTimeout(pendingDestroy);
    const unsubscribe = CALLBACKS.map(([event, prop]) =>
      on(event, (payload: unknown) => (latest.current[prop] as ((p: unknown) => void) | undefined)?.(payload)),
    );
    const options: LoadOptions = { src, campaign };
    const set = <K extends keyof LoadOptions>(key: K, value: LoadOptions[K] | undefined) => {
      if (value !== undefined) options[key] = value;
    };
    set('dealer', dealer);
    set('vehicle', latest.current.vehicle);
    set('locale', locale);
    set('mount', mount);
    set('target', inline ? `#${id}` : undefined);
    set('launcher', launcher);
    set('flags', flagList);
    set('dataLayer', dataLayer);
    set('nonce', nonce);
    loadedVehicle.current = latest.current.vehicle;
    // A failure reaches onError through the `error` event.
    load(options).catch(() => {});
    return () => {
      unsubscribe.forEach((stop) => stop());
      clearTimeout(pendingDestroy);
      pendingDestroy = setTimeout(destroy, 0);
    };
  }, [src, campaign, dealer, locale, mount, inline, launcher, flagList, dataLayer, nonce, id]);

  useEffect(() => {
    if (vehicle && vehicle !== loadedVehicle.current) {
      loadedVehicle.current = vehicle;
      setVehicle(vehicle);
    }
  }, [vehicle]);

  return inline ? <div id={id} className={props.className} style={props.style} /> : null;
}
