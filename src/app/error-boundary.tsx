/** Catches render errors so one failing region never blanks the page; the error is reported once. */
import { Component, type ComponentChildren } from 'preact';
import { report } from '../lib/http.ts';
import { t } from '../lib/i18n/index.ts';
import { ErrorState } from '../lib/ui/error-state.tsx';

type Props = { children: ComponentChildren; region: string; fullPage?: boolean };
type State = { error: Error | null };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static override getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error): void {
    report(new Error(`Render error in ${this.props.region}: ${error.message}`));
  }

  retry = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorState class={this.props.fullPage ? 'error-state--page' : undefined} onRetry={this.retry}>
        <p class="error-state__title">{t('error.region.title')}</p>
        <p>{t('error.region.body')}</p>
      </ErrorState>
    );
  }
}
