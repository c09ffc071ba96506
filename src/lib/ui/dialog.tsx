/**
 * The app's modal dialog, on the native <dialog> with showModal(): the browser makes the rest of
 * the page inert and keeps focus inside. It carries aria-modal="true" only while open (the
 * iframe relays Esc to the host only when no app dialog is open), gives focus back to what had
 * it on close, and stops Esc from also closing the host overlay. The host hears whether one is
 * open: its overlay's close button, over our frame, hides meanwhile, so a dialog shows one close
 * button (its own), never two stacked.
 */
import { useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { countModal } from '../bridge.ts';
import { EnvContext } from '../env.tsx';
import { t } from '../i18n/index.ts';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  /** Esc and the Close button close it (default true). */
  dismissible?: boolean;
  /** A click on the backdrop closes it (default true; the updated-trade modal says no). */
  closeOnBackdrop?: boolean;
  size?: 'small' | 'medium' | 'large';
};

export function Dialog(props: Props) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  title,
  onClose,
  children,
  actions,
  dismissible = true,
  closeOnBackdrop = true,
  size = 'medium',
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  const host = useContext(EnvContext)?.host;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    countModal(host, 1);
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const opener = root.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>('h2');
    first?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus?.();
      countModal(host, -1);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      class={`dialog dialog--${size}`}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Esc: ours to handle, never the host overlay's.
        event.preventDefault();
        event.stopPropagation();
        if (dismissible) close.current();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && dismissible && event.target === ref.current) close.current();
      }}
    >
      <div class="dialog__panel">
        <div class="dialog__header">
          <h2 id={titleId} class="dialog__title" tabIndex={-1}>
            {title}
          </h2>
          {dismissible && (
            <button type="button" class="dialog__close" aria-label={t('common.close')} onClick={() => close.current()}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div class="dialog__body">{children}</div>
        {actions && <div class="dialog__actions">{actions}</div>}
      </div>
    </dialog>
  );
}
