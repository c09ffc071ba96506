/** Finance / Lease / Cash as ARIA tabs: only the tabs that exist, arrow keys, Home and End move and select. */
import '../../lib/i18n/parts/deal.ts';
import { useRef, type ReactNode } from 'react';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import type { DealType } from '../../contract/deal.ts';

const TAB_NAMES: Record<DealType, MessageKey> = {
  FINANCE: 'deal.tab.FINANCE',
  LEASE: 'deal.tab.LEASE',
  CASH: 'deal.tab.CASH',
};

type Props = {
  tabs: readonly DealType[];
  active: DealType;
  onSelect: (type: DealType) => void;
  /** Prefix of the tab and panel ids. */
  idBase: string;
  children: ReactNode;
};

export function DealTabs({ tabs, active, onSelect, idBase, children }: Props) {
  const buttons = useRef(new Map<DealType, HTMLButtonElement>());
  const tabId = (type: DealType) => `${idBase}-tab-${type.toLowerCase()}`;
  const panelId = `${idBase}-panel`;

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.indexOf(active);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const type = tabs[next]!;
    onSelect(type);
    buttons.current.get(type)?.focus();
  }

  return (
    <div class="deal-tabs">
      <div class="deal-tabs__list" role="tablist" aria-label={t('deal.tabs.label')} onKeyDown={onKeyDown}>
        {tabs.map((type) => (
          <button
            key={type}
            ref={(el) => {
              if (el) buttons.current.set(type, el);
              else buttons.current.delete(type);
            }}
            type="button"
            role="tab"
            id={tabId(type)}
            class="deal-tabs__tab"
            aria-selected={type === active ? 'true' : 'false'}
            aria-controls={panelId}
            tabIndex={type === active ? 0 : -1}
            onClick={() => onSelect(type)}
          >
            {t(TAB_NAMES[type])}
          </button>
        ))}
      </div>
      <div class="deal-tabs__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(active)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
