/**
 * Sandbox stand-in for the co-browse vendor's loader, served from the app origin at
 * /vendor/cobrowse/loader.js (no outside service is reachable). Like the real one it reads its
 * licence key from its own script tag (`data-license-key`, optional `data-locale`), shows that
 * a co-browse session can start, and exposes `window.UpshiftCobrowse`. Text only, no markup.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (window.UpshiftCobrowse) return;
  var key = script ? script.getAttribute('data-license-key') : null;
  if (!key || !/^[A-Za-z0-9-]{4,64}$/.test(key)) {
    console.error('Co-browse: missing or invalid licence key');
    return;
  }
  var es = script.getAttribute('data-locale') === 'es';
  var badge = document.createElement('div');
  badge.className = 'upshift-cobrowse-badge';
  badge.setAttribute('role', 'status');
  badge.textContent = es ? 'Co-navegación lista' : 'Co-browse ready';
  // CSSOM, not a style attribute: allowed under the shell's `style-src 'self'`.
  Object.assign(badge.style, {
    position: 'fixed',
    left: '16px',
    bottom: '16px',
    zIndex: '50',
    padding: '4px 10px',
    borderRadius: '12px',
    background: '#0b5d33',
    color: '#ffffff',
    font: '600 12px/1.5 system-ui, sans-serif',
    pointerEvents: 'none',
  });
  document.body.appendChild(badge);
  window.UpshiftCobrowse = {
    licenseKey: key,
    ready: true,
    stop: function () {
      badge.remove();
      delete window.UpshiftCobrowse;
    },
  };
  document.dispatchEvent(new window.CustomEvent('upshift-cobrowse:ready', { detail: { licenseKey: key } }));
})();
