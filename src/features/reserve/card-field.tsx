/**
 * The provider's card form, on the provider's own origin (the card never reaches this site): the sandbox's
 * hosted field in an iframe, sized by its `resize` messages and believed only from its own window and origin;
 * Stripe's Payment Element from a small module loaded only when the provider is Stripe.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cardFieldLocaleMessage, CONFIRM_CARD_MESSAGE, type PaymentClient } from '../../contract/reservation.ts';
import { locale, t, type Locale } from '../../lib/i18n/index.ts';
import type { CardField, FieldResult } from './model.ts';
import { cardFieldMessage, cardFieldUrl } from './rules.ts';

type Props = {
  client: PaymentClient;
  attach: (field: CardField | null) => void;
  onResult: (result: FieldResult) => void;
};

export function CardFieldFrame({ client, attach, onResult }: Props) {
  return client.provider === 'sandbox' ? (
    <SandboxField client={client} attach={attach} onResult={onResult} />
  ) : (
    <StripeField client={client} attach={attach} onResult={onResult} />
  );
}

function SandboxField({
  client,
  attach,
  onResult,
}: Props & { client: Extract<PaymentClient, { provider: 'sandbox' }> }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(180);
  const [ready, setReady] = useState(false);
  const result = useRef(onResult);
  result.current = onResult;
  const origin = new URL(client.origin).origin;
  // The window the app runs in is the field's parent: the app's origin in a frame or standalone, the dealer page in the shadow mount.
  // Its first language is in its address; later ones are posted, as a reload would lose what the shopper typed.
  const [src] = useState(() => cardFieldUrl(client, window.location.origin, locale.peek()));
  const lang = locale.value;
  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage(cardFieldLocaleMessage(lang), origin);
  }, [lang, ready, origin]);

  // Listening as the frame commits, before its page can load and post.
  useLayoutEffect(() => {
    const view = frame.current?.ownerDocument.defaultView ?? window;
    function listen(event: MessageEvent) {
      const message = cardFieldMessage(event, { window: frame.current?.contentWindow, origin });
      if (!message) return;
      if (message.type === 'ready') setReady(true);
      else if (message.type === 'resize') setHeight(Math.min(Math.max(Math.ceil(message.height), 60), 1200));
      else result.current({ status: message.status, error: message.error });
    }
    view.addEventListener('message', listen);
    // Posted to the provider's origin only: no other page ever sees the confirm.
    attach({ confirm: () => frame.current?.contentWindow?.postMessage(CONFIRM_CARD_MESSAGE, origin) });
    return () => {
      view.removeEventListener('message', listen);
      attach(null);
    };
  }, [origin]);

  return (
    <div class="reserve__card" aria-busy={ready ? 'false' : 'true'}>
      <iframe
        ref={frame}
        class="reserve__card-frame"
        src={src}
        title={t('reserve.card.title')}
        style={{ height: `${String(height)}px` }}
      />
    </div>
  );
}

function StripeField({ client, attach, onResult }: Props & { client: Extract<PaymentClient, { provider: 'stripe' }> }) {
  const mount = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const result = useRef(onResult);
  result.current = onResult;
  const element = useRef<{ setLocale: (next: Locale) => void } | null>(null);
  const lang = locale.value;
  useEffect(() => element.current?.setLocale(lang), [lang]);
  useEffect(() => {
    let off = false;
    let unmount: (() => void) | null = null;
    // Stripe's own script, only for a Stripe payment: nothing of it in any other page.
    import('./stripe-field.ts')
      .then((m) => m.mountStripeElement(mount.current!, client, locale.peek(), (r) => result.current(r)))
      .then((mounted) => {
        if (off) return mounted.destroy();
        unmount = mounted.destroy;
        element.current = mounted;
        attach(mounted);
      })
      .catch(() => !off && setFailed(true));
    return () => {
      off = true;
      unmount?.();
      element.current = null;
      attach(null);
    };
  }, [client.clientSecret]);
  return (
    <div class="reserve__card">
      <div ref={mount} />
      {failed && <p role="alert">{t('reserve.card.failed')}</p>}
    </div>
  );
}
