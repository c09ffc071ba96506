/**
 * The dealer chat frame's own script, inlined by the server before the
 * dealer's script in the sandboxed frame document. It tells the window holding the frame how big
 * the frame's content is, so that window can fit the frame to a collapsed launcher or an open
 * panel. It posts only to `data-parent-origin` (never '*') and listens to nothing: the dealer's
 * script shares this window and may post anything itself, so the app checks every message.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var parentOrigin = script ? script.getAttribute('data-parent-origin') : null;
  if (!parentOrigin || !/^https?:\/\/[^/\s]+$/.test(parentOrigin) || window.parent === window) return;
  var last = '';
  function report() {
    // A frame being removed may have lost its document already.
    var body = window.document && window.document.body;
    if (!body) return;
    var box = body.getBoundingClientRect();
    var width = Math.ceil(box.width);
    var height = Math.ceil(box.height);
    if (width + 'x' + height === last) return;
    last = width + 'x' + height;
    window.parent.postMessage({ upshift: 1, type: 'chat-size', width: width, height: height }, parentOrigin);
  }
  function watch() {
    report();
    if (typeof window.ResizeObserver === 'function') new window.ResizeObserver(report).observe(document.body);
    // Attribute and subtree changes (a panel shown or hidden) in browsers without ResizeObserver.
    new window.MutationObserver(report).observe(document.body, { attributes: true, childList: true, subtree: true });
  }
  if (document.body) watch();
  else document.addEventListener('DOMContentLoaded', watch);
  window.addEventListener('load', report);
})();
