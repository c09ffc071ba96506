/**
 * A toast: a short message that goes away by itself after 3,000 ms (seed 001 §9 "Toast duration"),
 * e.g. 'Required Fields' / 'Please fill all the required fields properly.' (seed 001 §5, danger).
 * Its live regions are always in the page, so screen readers announce each message (danger as an
 * alert, the rest as a status). It sits in the flow where it is rendered, next to the button that
 * caused it, so it never covers content; render it inside an open dialog, whose outside is inert.
 */
import { signal, type ReadonlySignal } from '@preact/signals';

export const TOAST_DURATION_MS = 3000;

export type ToastVariant = 'danger' | 'success' | 'info';
export type ToastMessage = { id: number; title: string | null; message: string; variant: ToastVariant };

export type ToastModel = {
  current: ReadonlySignal<ToastMessage | null>;
  show(toast: { title?: string | null; message: string; variant?: ToastVariant }): void;
  dismiss(): void;
  dispose(): void;
};

export function createToastModel(durationMs = TOAST_DURATION_MS): ToastModel {
  const current = signal<ToastMessage | null>(null);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let next = 1;
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    current,
    show({ title = null, message, variant = 'info' }) {
      stop();
      // A new id re-announces the same text when it is shown again.
      current.value = { id: next++, title, message, variant };
      timer = setTimeout(() => {
        timer = null;
        current.value = null;
      }, durationMs);
    },
    dismiss() {
      stop();
      current.value = null;
    },
    dispose: stop,
  };
}

/** The live regions of a toast model; whoever creates the model disposes of it. */
export function Toast({ model }: { model: ToastModel }) {
  const toast = model.current.value;
  const body = (variant: ToastVariant) =>
    toast && (toast.variant === 'danger') === (variant === 'danger') ? (
      <div key={toast.id} class={`toast toast--${toast.variant}`}>
        {toast.title && <p class="toast__title">{toast.title}</p>}
        <p class="toast__message">{toast.message}</p>
      </div>
    ) : null;
  return (
    <div class="toast-region">
      <div role="alert" aria-atomic="true">
        {body('danger')}
      </div>
      <div role="status" aria-atomic="true">
        {body('info')}
      </div>
    </div>
  );
}
