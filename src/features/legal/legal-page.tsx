/** A legal page: headed sections of catalogue copy, with the dealer's name filled in. */
import '../../lib/i18n/parts/legal.ts';
import { useEffect } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { t, type MessageKey } from '../../lib/i18n/index.ts';

export type LegalSection = { id?: string; heading: MessageKey; body: MessageKey };

/** When the policy text last changed; shown to the shopper. */
export const LEGAL_UPDATED = '11/01/2026';

export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: MessageKey;
  intro: MessageKey;
  sections: LegalSection[];
}) {
  const { context } = useEnv();
  const dealer = context.dealer?.name ?? context.campaign.name;
  useEffect(() => {
    // A deep link like /privacy#do-not-sell-my-info lands on its section once the page is drawn.
    const id = window.location.hash.replace(/^#/, '');
    if (id && context.mode === 'standalone') document.getElementById(id)?.scrollIntoView();
  }, [context.mode]);
  return (
    <article class="page page--narrow legal">
      <h1>{t(title)}</h1>
      <p class="muted">{t('legal.updated', { date: LEGAL_UPDATED })}</p>
      <p>{t(intro, { dealer })}</p>
      {sections.map((section) => (
        <section key={section.heading} {...(section.id ? { id: section.id } : {})}>
          <h2>{t(section.heading)}</h2>
          <p>{t(section.body, { dealer })}</p>
        </section>
      ))}
    </article>
  );
}
