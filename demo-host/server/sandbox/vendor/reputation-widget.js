/**
 * Sandbox stand-in for the reputation vendor's chat widget, served from the app origin at
 * /vendor/reputation/widget.js. Reads `data-widget-id` and `data-tenant-key` (and optional
 * `data-locale`) from its script tag, renders a chat bubble that opens a small panel, and exposes
 * `window.UpshiftReputation`. Text only, no markup; Esc closes the panel.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (window.UpshiftReputation) return;
  var TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
  var widgetId = script ? script.getAttribute('data-widget-id') : null;
  var tenantKey = script ? script.getAttribute('data-tenant-key') : null;
  if (!widgetId || !tenantKey || !TOKEN.test(widgetId) || !TOKEN.test(tenantKey)) {
    console.error('Reputation widget: missing or invalid widget id or tenant key');
    return;
  }
  var es = script.getAttribute('data-locale') === 'es';
  var copy = es
    ? {
        open: 'Chatee con nosotros',
        close: 'Cerrar chat',
        title: 'Chat',
        body: '¡Hola! Pregúntenos lo que quiera sobre nuestros vehículos.',
      }
    : { open: 'Chat with us', close: 'Close chat', title: 'Chat', body: 'Hi! Ask us anything about our vehicles.' };
  var panelId = 'upshift-reputation-panel-' + widgetId;

  var root = document.createElement('div');
  root.className = 'upshift-reputation';
  root.setAttribute('data-widget-id', widgetId);
  root.setAttribute('data-tenant-key', tenantKey);
  Object.assign(root.style, {
    position: 'fixed',
    left: '16px',
    bottom: '56px',
    zIndex: '50',
    maxWidth: '280px',
    font: '14px/1.4 system-ui, sans-serif',
  });

  var panel = document.createElement('section');
  panel.id = panelId;
  panel.hidden = true;
  panel.setAttribute('aria-label', copy.title);
  Object.assign(panel.style, {
    background: '#ffffff',
    color: '#1a1a1a',
    border: '1px solid #8a8a8a',
    borderRadius: '8px',
    padding: '12px',
    marginBottom: '8px',
  });
  var text = document.createElement('p');
  text.style.margin = '0';
  text.textContent = copy.body;
  panel.appendChild(text);

  var bubble = document.createElement('button');
  bubble.type = 'button';
  bubble.textContent = copy.open;
  bubble.setAttribute('aria-expanded', 'false');
  bubble.setAttribute('aria-controls', panelId);
  Object.assign(bubble.style, {
    background: '#6b2fa3',
    color: '#ffffff',
    border: '0',
    borderRadius: '20px',
    padding: '10px 16px',
    font: 'inherit',
    cursor: 'pointer',
  });

  function setOpen(open) {
    panel.hidden = !open;
    bubble.setAttribute('aria-expanded', String(open));
    bubble.textContent = open ? copy.close : copy.open;
  }
  function onKey(event) {
    if (event.key === 'Escape' && !panel.hidden) {
      setOpen(false);
      bubble.focus();
    }
  }
  bubble.addEventListener('click', function () {
    setOpen(panel.hidden);
  });
  root.addEventListener('keydown', onKey);
  root.appendChild(panel);
  root.appendChild(bubble);
  document.body.appendChild(root);

  window.UpshiftReputation = {
    widgetId: widgetId,
    tenantKey: tenantKey,
    open: function () {
      setOpen(true);
    },
    close: function () {
      setOpen(false);
    },
    destroy: function () {
      root.remove();
      delete window.UpshiftReputation;
    },
  };
})();
