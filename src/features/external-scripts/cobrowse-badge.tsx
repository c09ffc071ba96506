/**
 * Seed 001 §1, §3 (ENABLE_CO_BROWSE): while an agent co-browses, the shopper sees it, in their
 * language. The live region stays mounted (empty and hidden between sessions) so a start is announced.
 */
import { t } from '../../lib/i18n/index.ts';
import { cobrowseSession } from './floating.ts';

export function CobrowseBadge() {
  return (
    <p class="cobrowse-badge" role="status">
      {cobrowseSession.value ? t('shell.cobrowse.session') : ''}
    </p>
  );
}
