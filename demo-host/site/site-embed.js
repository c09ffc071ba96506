/**
 * The demo dealer pages that embed through the package (/inline): reads the loader
 * attributes off its own tag and hands them to @upshift/embed's load(), served as /upshift-embed.js.
 */
import { load } from '/upshift-embed.js';

const tag = document.querySelector('script[type="module"][src="/site-embed.js"]');
if (tag) {
  const d = tag.dataset;
  const options = { src: d.src, campaign: d.campaign };
  for (const name of ['dealer', 'vehicle', 'locale', 'mount', 'target']) if (d[name]) options[name] = d[name];
  if (d.launcher) options.launcher = d.launcher !== 'false';
  // A failure is the widget's `error` event, which the page does not need to show.
  load(options).catch(() => {});
}
