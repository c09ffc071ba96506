/**
 * The hamburger and its menu popover (seed 001 §2 "Navigation bar", "Menu links"; §4; §9): this file
 * handles opening and closing (outside click, Close, Esc kept from the host overlay, 5,000 ms of
 * inactivity); the popover itself (`menu-panel.tsx`) is a chunk of its own, loaded on first open.
 */
import { Suspense, useEffect, useId, useRef } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../features/auth/index.ts';
import { menuNeedsSaveWork, saveWork as appSaveWork, type SaveWorkModel } from '../../features/shell/index.ts';
import { isOverlayMode } from '../../contract/shell.ts';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { matchRoute } from '../../contract/route-table.ts';
import { withStyles } from '../../lib/styles.ts';
import menuCss from '../../styles/menu.css?url';
import { createMenuModel, type MenuModel } from './menu-model.ts';
import { lazyComponent } from '../../lib/ui/lazy-component.tsx';
import { usePageModel } from '../../lib/use-page-model.ts';

// First paint carries the hamburger only; hovering or focusing it preloads the panel, which then opens at once.
const loadPanel = withStyles(() => import('./menu-panel.tsx'), menuCss);
const MenuPopover = lazyComponent(() => loadPanel().then((m) => ({ default: m.MenuPopover })));

type Props = {
  /** Tests pass a model with their own timer; the app makes one per nav bar. */
  model?: MenuModel;
  /** The app's save modal (SaveWorkModal in the layout) raised before opening on no-profile-deal. */
  saveWork?: SaveWorkModel;
  /** Sign Out failed: the nav bar shows the message outside the popover. */
  onSignOutError: (failed: boolean) => void;
};

export function MenuControl({ model: given, saveWork = appSaveWork, onSignOutError }: Props) {
  const { context } = useEnv();
  const session = useSession();
  const [path] = useLocation();
  const model = usePageModel(() => given ?? createMenuModel(), [given]);
  const toggle = useRef<HTMLButtonElement>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const open = model.open.value;

  // Outside click: any pointer press that is neither in the popover nor on the hamburger.
  useEffect(() => {
    const root = anchor.current;
    if (!open || !root) return;
    const doc = root.ownerDocument;
    const onPointerDown = (event: Event) => {
      if (!event.composedPath().includes(root)) model.close('outside');
    };
    doc.addEventListener('pointerdown', onPointerDown);
    return () => doc.removeEventListener('pointerdown', onPointerDown);
  }, [open, model]);

  function openMenu() {
    const route = matchRoute(path);
    // 'No thanks' on the save modal carries on to the menu.
    if (menuNeedsSaveWork({ visitor: { isLoggedIn: session.isLoggedIn.value }, route })) {
      saveWork.open({ followUp: model.show });
    } else {
      model.show();
    }
  }

  return (
    <div
      class="menu-anchor"
      ref={anchor}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // Esc closes the menu only: the host overlay (relayed Esc, loader's listener) must stay open.
        event.preventDefault();
        event.stopPropagation();
        model.close('escape');
      }}
    >
      <button
        ref={toggle}
        type="button"
        class="menu-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onPointerEnter={() => void MenuPopover.preload()}
        onFocus={() => void MenuPopover.preload()}
        onClick={() => (open ? model.close('toggle') : openMenu())}
      >
        <span class="menu-toggle__icon" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span class="visually-hidden">{t('shell.menu.open')}</span>
      </button>
      {open && (
        // While the panel (and its sheet) loads, the element the toggle controls says so to screen readers only.
        <Suspense
          fallback={
            <div id={menuId} class="visually-hidden" role="status">
              {t('common.loading')}
            </div>
          }
        >
          <MenuPopover
            id={menuId}
            model={model}
            toggle={toggle}
            overlayMode={isOverlayMode(context)}
            onSignOutError={onSignOutError}
          />
        </Suspense>
      )}
    </div>
  );
}
