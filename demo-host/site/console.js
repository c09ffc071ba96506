/**
 * The integrator console's page script (served as /console.js, an ES module): subscribes to the
 * widget's public events with @upshift/embed (served as /upshift-embed.js, its `on` goes
 * through the queue stub, so the pasted tag's first `ready` is heard too) and logs them newest first,
 * keeps the flag checkboxes in step with the chosen campaign, and on Apply reloads the widget in
 * place with the package's destroy() and load() and shows the dealer's embed code for it, which the Copy
 * button puts on the clipboard. The log is built with DOM calls and textContent only.
 */
import { destroy, load, on } from '/upshift-embed.js';

(function () {
  var MAX_ENTRIES = 200;
  /** The loader's public events (CONSOLE_EVENTS of console.ts). */
  var EVENTS = ['ready', 'open', 'close', 'navigate', 'track', 'lead', 'error'];
  var pending = [];
  var form;
  var logList;

  function formatPayload(payload) {
    try {
      return JSON.stringify(payload === undefined ? {} : payload, null, 2);
    } catch {
      return String(payload);
    }
  }

  function render(entry) {
    var item = document.createElement('li');
    item.className = 'console-entry console-entry--' + entry.name;
    var time = document.createElement('time');
    time.dateTime = entry.at.toISOString();
    time.textContent = entry.at.toISOString().slice(11, 23);
    var name = document.createElement('strong');
    name.className = 'console-event';
    name.textContent = entry.name;
    var body = document.createElement('pre');
    var code = document.createElement('code');
    code.textContent = formatPayload(entry.payload);
    body.appendChild(code);
    item.appendChild(time);
    item.appendChild(document.createTextNode(' '));
    item.appendChild(name);
    item.appendChild(body);
    logList.insertBefore(item, logList.firstChild);
    while (logList.children.length > MAX_ENTRIES) logList.removeChild(logList.lastChild);
  }

  function log(name, payload) {
    var entry = { name: name, payload: payload, at: new Date() };
    if (logList) render(entry);
    else pending.push(entry);
  }

  function subscribe(events) {
    events.forEach(function (name) {
      on(name, function (payload) {
        log(name, payload);
      });
    });
  }

  function checkedFlags() {
    return Array.prototype.filter
      .call(form.querySelectorAll('input[name="flag"]'), function (box) {
        return box.checked;
      })
      .map(function (box) {
        return box.value;
      });
  }

  function campaignFlags() {
    var option = form.elements.campaign.selectedOptions[0];
    var flags = option ? option.getAttribute('data-flags') : '';
    return flags ? flags.split(',') : [];
  }

  function sameFlags(a, b) {
    return (
      a.length === b.length &&
      a.every(function (flag) {
        return b.indexOf(flag) !== -1;
      })
    );
  }

  function inline() {
    return new window.FormData(form).get('mode') === 'inline';
  }

  /** Mirrors loaderAttributes() of console.ts: inline, the widget renders in the element with id `targetId`. */
  function attributes(targetId) {
    var data = new window.FormData(form);
    var attrs = [['data-campaign', String(data.get('campaign'))]];
    if (data.get('mount') === 'shadow') attrs.push(['data-mount', 'shadow']);
    if (inline()) attrs.push(['data-target', '#' + targetId]);
    attrs.push(['data-locale', String(data.get('locale'))]);
    var flags = checkedFlags();
    // "none": the loader leaves an empty attribute out (FLAGS_NONE of context-builder.ts).
    if (!sameFlags(flags, campaignFlags())) attrs.push(['data-flags', flags.length ? flags.join(',') : 'none']);
    return attrs;
  }

  /** Mirrors embedCode() of console.ts: the dealer's code; inline, it brings its own element to render in. */
  function embedCode() {
    var targetId = form.dataset.dealerTarget;
    var tag = '<script async src="' + form.dataset.appOrigin + '/loader.js"';
    attributes(targetId).forEach(function (pair) {
      tag += ' ' + pair[0] + '="' + pair[1] + '"';
    });
    var target = inline() ? '<div id="' + targetId + '"></div>\n' : '';
    var stubCode =
      '<script>window.Upshift=window.Upshift||function(){(Upshift.q=Upshift.q||[]).push(arguments)}</' + 'script>';
    return target + stubCode + '\n' + tag + '></' + 'script>';
  }

  /** Copies the shown code; where the clipboard is unavailable or refused, selects it and says how to copy it. */
  function copyCode() {
    var code = document.getElementById('console-code');
    var status = document.getElementById('console-copy-status');
    // Emptied first, so a second "Copied" is announced again.
    status.textContent = '';
    var copied;
    try {
      copied = window.navigator.clipboard.writeText(code.textContent);
    } catch (error) {
      copied = Promise.reject(error);
    }
    copied.then(
      function () {
        status.textContent = 'Copied';
      },
      function () {
        var selection = window.getSelection();
        if (selection) selection.selectAllChildren(code);
        status.textContent =
          'The clipboard is not available here. The code is selected: press Ctrl+C (Command+C on a Mac) to copy it.';
      },
    );
  }

  /** The tag's attributes as @upshift/embed load() options. */
  function loadOptions(attrs) {
    var options = { src: form.dataset.appOrigin + '/loader.js' };
    attrs.forEach(function (pair) {
      options[pair[0].slice('data-'.length)] = pair[1];
    });
    return options;
  }

  function reload() {
    var attrs = attributes(form.dataset.inlineTarget);
    // destroy() also clears the global the pasted tag's loader owns, so the next copy boots.
    destroy();
    var old = document.getElementById('upshift-loader');
    if (old) old.remove();
    var target = document.getElementById(form.dataset.inlineTarget);
    if (target) target.replaceChildren();
    // A failure is logged as the `error` event.
    load(loadOptions(attrs)).catch(function () {});
    document.getElementById('console-code').textContent = embedCode();
    document.getElementById('console-copy-status').textContent = '';
    var query = new window.URLSearchParams(new window.FormData(form));
    window.history.replaceState(window.history.state, '', '/console?' + query.toString());
    document.getElementById('console-status').textContent =
      'Widget reloaded: ' +
      attrs
        .map(function (pair) {
          return pair[0] + '=' + pair[1];
        })
        .join(', ');
  }

  function start() {
    form = document.getElementById('console-form');
    logList = document.getElementById('console-log');
    if (!form || !logList) return;
    pending.splice(0).forEach(render);
    form.elements.campaign.addEventListener('change', function () {
      var flags = campaignFlags();
      form.querySelectorAll('input[name="flag"]').forEach(function (box) {
        box.checked = flags.indexOf(box.value) !== -1;
      });
    });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      reload();
    });
    document.getElementById('console-clear').addEventListener('click', function () {
      logList.replaceChildren();
    });
    var copy = document.getElementById('console-copy');
    copy.addEventListener('click', copyCode);
    copy.hidden = false;
  }

  // Subscribe now, through the queue stub, so the first `ready` is not missed.
  subscribe(EVENTS);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
