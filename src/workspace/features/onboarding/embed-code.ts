/**
 * The embed code a dealer pastes for a campaign (DESIGN.md §2, README "Embedding"): the queue stub and the
 * loader's tag, and the `@upshift/react` component (docs/embedding.md), both pointing at this app origin.
 */
export function scriptTag(appOrigin: string, campaign: string, dealer: string | null): string {
  const dealerAttr = dealer ? ` data-dealer="${dealer}"` : '';
  return [
    '<script>',
    '  window.Upshift =',
    '    window.Upshift ||',
    '    function () {',
    '      (Upshift.q = Upshift.q || []).push(arguments);',
    '    };',
    '</script>',
    `<script async src="${appOrigin}/loader.js" data-campaign="${campaign}"${dealerAttr}></script>`,
  ].join('\n');
}

export function reactSnippet(appOrigin: string, campaign: string, dealer: string | null): string {
  return [
    "import { UpshiftWidget } from '@upshift/react';",
    '',
    'export function Widget() {',
    '  return (',
    '    <UpshiftWidget',
    `      src="${appOrigin}/loader.js"`,
    `      campaign="${campaign}"`,
    ...(dealer ? [`      dealer="${dealer}"`] : []),
    '    />',
    '  );',
    '}',
  ].join('\n');
}
