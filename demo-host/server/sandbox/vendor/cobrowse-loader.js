/**
 * Sandbox stand-in for the co-browse vendor's loader, served from the app origin at
 * /vendor/cobrowse/loader.js (no outside service is reachable). Like the real one it reads its
 * licence key from its own script tag (`data-license-key`), exposes `window.UpshiftCobrowse` and
 * draws nothing itself: the app shows the session, in the shopper's language, in its own bar.
 * Sessions: an agent joining or leaving fires `upshift-cobrowse:session` on the document with
 * `detail.active`; here `UpshiftCobrowse.startSession()` and `endSession()` stand in for the agent.
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
  var api = {
    licenseKey: key,
    ready: true,
    session: false,
    startSession: function () {
      setSession(true);
    },
    endSession: function () {
      setSession(false);
    },
    stop: function () {
      setSession(false);
      delete window.UpshiftCobrowse;
    },
  };
  function setSession(active) {
    if (api.session === active) return;
    api.session = active;
    document.dispatchEvent(new window.CustomEvent('upshift-cobrowse:session', { detail: { active: active } }));
  }
  window.UpshiftCobrowse = api;
  document.dispatchEvent(new window.CustomEvent('upshift-cobrowse:ready', { detail: { licenseKey: key } }));
})();
