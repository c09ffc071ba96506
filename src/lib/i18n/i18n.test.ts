import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { account } from './en/account.ts';
import { contact } from './en/contact.ts';
import { address } from './en/address.ts';
import { deal } from './en/deal.ts';
import { ghost } from './en/ghost.ts';
import { enCore, type MessageKey } from './en/index.ts';
import { onetap } from './en/onetap.ts';
import { profile } from './en/profile.ts';
import { trade } from './en/trade.ts';
import { credit } from './en/credit.ts';
import { protection } from './en/protection.ts';
import { accessories } from './en/accessories.ts';
import { contracting } from './en/contracting.ts';
// Visits.
import { visits } from './en/visits.ts';
// The finance application.
import { finance } from './en/finance.ts';
// Parts split out of the English core.
import { legal } from './en/legal.ts';
import { warranty } from './en/warranty.ts';
import { vehicle } from './en/vehicle.ts';
import { listings } from './en/listings.ts';
import { garage } from './en/garage.ts';
import { certificates } from './en/certificates.ts';
import { validation } from './en/validation.ts';
import { promotionModals } from './en/promotion-modals.ts';
import { shellOnDemand } from './en/shell-on-demand.ts';
import { financeResults } from './en/finance-results.ts';
import { routeDescriptions } from './en/route-descriptions.ts';
import { afterMain } from './en/after-main.ts';
import { topBanners } from './en/top-banners.ts';
import { errors } from './en/errors.ts';
import { creditTiers } from './en/credit-tiers.ts';
import { dealSections } from './en/deal-sections.ts';
import { dealStatus } from './en/deal-status.ts';
import { programs } from './en/programs.ts';
import { calculating } from './en/calculating.ts';
import { reserve } from './en/reserve.ts';
import { reserveSummary } from './en/reserve-summary.ts';
import { documents } from './en/documents.ts';
import { tradePhotos } from './en/trade-photos.ts';
import { uploads } from './en/uploads.ts';
import { es as esCore } from './es/index.ts';
import { interpolate, t } from './index.ts';

// The Spanish core plus every part, each a chunk of its own in the build.
const files = (dir: string) => readdirSync(`src/lib/i18n/${dir}`);
const esParts = await Promise.all(
  files('es').map(
    (file) => import(`./es/${file.replace(/\.ts$/, '')}.ts`) as Promise<Record<string, Record<string, string>>>,
  ),
);
const es: Record<string, string> = Object.assign({ ...esCore }, ...esParts.flatMap((module) => Object.values(module)));

const en: Record<MessageKey, string> = {
  ...enCore,
  ...deal,
  ...account,
  ...ghost,
  ...address,
  ...profile,
  ...onetap,
  ...contact,
  ...trade,
  ...credit,
  ...protection,
  ...accessories,
  ...contracting,
  // Visits.
  ...visits,
  ...finance,
  ...legal,
  ...warranty,
  ...vehicle,
  ...listings,
  ...garage,
  ...certificates,
  ...validation,
  ...promotionModals,
  ...shellOnDemand,
  ...financeResults,
  ...routeDescriptions,
  ...afterMain,
  ...topBanners,
  ...errors,
  ...creditTiers,
  ...dealSections,
  ...dealStatus,
  ...programs,
  ...calculating,
  ...reserve,
  ...reserveSummary,
  ...documents,
  ...tradePhotos,
  ...uploads,
};

describe('i18n', () => {
  it('has a Spanish message for every English key, with the same placeholders', () => {
    for (const key of Object.keys(en) as MessageKey[]) {
      expect(es[key], key).toBeTruthy();
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(es[key]), key).toEqual(names(en[key]));
    }
  });
  it('keeps first paint to the core: a lazy part’s message is there once its part is imported', async () => {
    expect(t('register.heading', undefined, 'en')).toBe('register.heading');
    await import('./parts/account.ts');
    expect(t('register.heading', undefined, 'en')).toBe(account['register.heading']);
  });
  it('has every Spanish part file in the parts, so none is left out of a page', async () => {
    const parts = files('parts');
    const spanish = files('es');
    const core = ['index.ts', 'app.ts', 'forms.ts', 'shop.ts', 'shell.ts', 'promotions.ts', 'home.ts'];
    expect(spanish.filter((file) => !core.includes(file)).sort()).toEqual(parts.sort());
  });
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Hi {name}, {x}', { name: 'Alex' })).toBe('Hi Alex, {x}');
  });
  it('quotes the spec messages exactly', async () => {
    await import('./parts/validation.ts');
    expect(t('forms.required', { field: 'Email' }, 'en')).toBe('Email is required');
    expect(t('forms.phone', undefined, 'en')).toBe('Enter a valid 10 digit phone number');
    expect(t('forms.leaseMiles', undefined, 'en')).toBe('Must be at least 1,000 miles');
  });
  it('loads a part’s Spanish with it once Spanish is in use, and a part already in on the switch', async () => {
    // A fresh catalogue in English only (the test setup has Spanish in use); last, as it swaps the modules.
    vi.resetModules();
    const fresh = await import('./index.ts');
    await import('./parts/legal.ts');
    expect(fresh.t('legal.tos.intro', undefined, 'es')).toBe(fresh.t('legal.tos.intro', undefined, 'en'));
    await fresh.loadLocale('es');
    expect(fresh.t('legal.tos.intro', undefined, 'es')).toBe(es['legal.tos.intro']);
    // A part imported after the switch starts its Spanish at once; lazy pages wait for it (partsReady).
    await import('./parts/warranty.ts');
    expect(fresh.t('warranty.heading', undefined, 'es')).toBe(fresh.t('warranty.heading', undefined, 'en'));
    await fresh.partsReady();
    expect(fresh.t('warranty.heading', undefined, 'es')).toBe(es['warranty.heading']);
  });
});

describe('Spanish register', () => {
  // Tú forms a shopper would notice beside usted on one screen: possessives, pronouns, second-person verbs.
  const TU =
    /(?<![\p{L}])(tu|tus|te|ti|contigo|tienes|puedes|quieres|eres|estás|necesitas|debes|vives|pagas|escribe|ingresa)(?![\p{L}])/iu;

  it('addresses the shopper as usted in every Spanish message', () => {
    const tu = Object.entries(es).filter(([, text]) => TU.test(text.replace(/\{[^}]*\}/g, '')));
    expect(tu).toEqual([]);
  });
});
