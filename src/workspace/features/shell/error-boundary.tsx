/** A page that fails to render (or whose chunk fails to load) shows a way on instead of a blank screen. */
import { Component, type ComponentChildren } from 'preact';
import { t } from '../../i18n/index.ts';

type Props = { children: ComponentChildren };
type State = { error: Error | null };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static override getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div class="ws-error ws-page" role="alert">
        <h1>{t('error.pageTitle')}</h1>
        <p>{t('error.pageBody')}</p>
        {/* A reload fetches the chunks anew, which a failed module import needs. */}
        <button type="button" class="ws-button" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
      </div>
    );
  }
}
