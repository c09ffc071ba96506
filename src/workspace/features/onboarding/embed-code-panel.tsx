/** "Your embed code": the script tag and the React snippet for this campaign, each with a copy button announced politely. */
import { useId, useState } from 'react';
import { t } from '../../i18n/index.ts';
import { reactSnippet, scriptTag } from './embed-code.ts';
import { SiteCheckSection } from './site-check-section.tsx';

function CodeBlock({ label, copyLabel, code }: { label: string; copyLabel: string; code: string }) {
  const id = useId();
  const [status, setStatus] = useState('');
  return (
    <div class="ws-embed">
      <h3 id={`${id}-label`}>{label}</h3>
      <pre class="ws-embed__code">
        <code>{code}</code>
      </pre>
      <div class="ws-actions">
        <button
          type="button"
          class="ws-button"
          onClick={() => {
            setStatus('');
            void Promise.resolve()
              .then(() => navigator.clipboard.writeText(code))
              .then(
                () => setStatus(t('embed.copied')),
                () => setStatus(t('embed.copyFailed')),
              );
          }}
        >
          {copyLabel}
        </button>
        <p class="ws-status" role="status">
          {status}
        </p>
      </div>
    </div>
  );
}

export function EmbedCodePanel({ campaign, dealer }: { campaign: string; dealer: string | null }) {
  // The workspace is served by the app origin: the loader is there too.
  const origin = window.location.origin;
  return (
    <section class="ws-section" aria-labelledby="embed-code-title">
      <h2 id="embed-code-title">{t('embed.title')}</h2>
      <p>{t('embed.intro')}</p>
      <CodeBlock
        label={t('embed.script')}
        copyLabel={t('embed.copyScript')}
        code={scriptTag(origin, campaign, dealer)}
      />
      <CodeBlock
        label={t('embed.react')}
        copyLabel={t('embed.copyReact')}
        code={reactSnippet(origin, campaign, dealer)}
      />
      <SiteCheckSection campaign={campaign} appOrigin={origin} />
    </section>
  );
}
