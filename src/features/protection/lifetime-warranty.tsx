/**
 * Seed 000 §1 "A lifetime powertrain warranty at no cost" and §2 "A lifetime warranty modal exists":
 * the deal says it includes the warranty, and a button opens the modal that explains it and links
 * to the /warranty page (whose copy it reuses). The dialog traps focus and gives it back on close.
 */
import '../../lib/i18n/parts/warranty.ts';
import '../../lib/i18n/parts/protection.ts';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';

/** `standalone`: its own section (a deal without protection products), else a part of the protection section. */
export function LifetimeWarranty({ standalone = false }: { standalone?: boolean }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const Heading = standalone ? 'h2' : 'h3';
  const content = (
    <>
      <Heading id={headingId} class={standalone ? undefined : 'deal__subheading'}>
        {t('protection.warranty.heading')}
      </Heading>
      <p>{t('protection.warranty.included')}</p>
      <button type="button" class="button button--secondary" onClick={() => setOpen(true)}>
        {t('protection.warranty.open')}
      </button>
      <Dialog open={open} title={t('warranty.heading')} onClose={() => setOpen(false)} size="small">
        <p>{t('warranty.lead')}</p>
        <p>{t('protection.warranty.covers')}</p>
        <p>{t('protection.warranty.plans')}</p>
        <p>
          <Link href={href('warranty')}>{t('protection.warranty.more')}</Link>
        </p>
      </Dialog>
    </>
  );
  return standalone ? (
    <section class="card" aria-labelledby={headingId}>
      {content}
    </section>
  ) : (
    <div class="protection__warranty">{content}</div>
  );
}
