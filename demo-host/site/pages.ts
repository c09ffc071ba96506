/**
 * The demo dealer website's pages: plain server-rendered HTML strings built with `html` (which
 * escapes every value). Each page carries the official Upshift embed snippet in <head>.
 */
import type { Campaign, Dealer } from '../../src/contract/page-context.ts';
import type { SalePrice, Vehicle } from '../../src/contract/vehicle.ts';
import { html, raw, type SafeHtml } from '../server/http/html.ts';

export type SiteLocale = 'en' | 'es';

/** What the site keeps from page to page in its links. */
export type SiteState = { campaign: string; dealer: string | null; locale: SiteLocale | null };

export type LoaderOptions = {
  appOrigin: string;
  campaign: string;
  dealer: string | null;
  vehicle: string | null;
  locale: SiteLocale | null;
  mount?: 'shadow';
  target?: string;
  launcher?: boolean;
  /** The tag is injected by @upshift/embed's load() (site-embed.js) instead of pasted. */
  viaPackage?: boolean;
};

/**
 * A vehicle with the app server's advertised price (GET /api/vehicles/{id}/saleprice's figures, read
 * by the same function): the site shows the widget's price for the same car, never a figure of its own.
 */
export type SiteVehicle = Vehicle & { price: SalePrice };

export type NavKey = 'home' | 'inventory' | 'inline' | 'shadow' | 'console' | 'react' | null;

export type PageFrame = {
  appOrigin: string;
  state: SiteState;
  campaign: Campaign;
  dealer: Dealer | null;
  /** Dealers of the campaign, for the location switcher. */
  dealers: Dealer[];
  title: string;
  current: NavKey;
  vehicle?: string;
  loader?: Pick<LoaderOptions, 'mount' | 'target' | 'launcher' | 'viaPackage'>;
  /** The React page's bundle loads the widget itself, so the page gets no snippet. */
  script?: string;
};

/** The exact queue stub from the embed contract (DESIGN.md §2). */
export const QUEUE_STUB =
  '<script>window.Upshift=window.Upshift||function(){(Upshift.q=Upshift.q||[]).push(arguments)}</script>';

// ---------------------------------------------------------------------------------------------
// Formatting

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

export function formatMoney(amount: number): string {
  return money.format(amount);
}

export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  return d.length >= 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 10)}` : digits;
}

/** ISO YYYY-MM-DD → MM/DD/YYYY (seed 000 §9 date format). */
export function formatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : iso;
}

export function vehicleName(v: Pick<Vehicle, 'year' | 'make' | 'model'>): string {
  return `${v.year} ${v.make} ${v.model}`;
}

// ---------------------------------------------------------------------------------------------
// Links and the embed snippet

/** A site link that keeps the campaign, dealer and locale. */
export function href(path: string, state: SiteState, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ campaign: state.campaign });
  if (state.dealer) params.set('dealer', state.dealer);
  if (state.locale) params.set('locale', state.locale);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return `${path}?${params.toString()}`;
}

export function vehicleRoute(id: string): string {
  return `/no-profile/vehicles/${encodeURIComponent(id)}`;
}

/** The app's plugin landing page for a vehicle: what a dealer's "shop this car" button opens. */
export function landingRoute(id: string): string {
  return `/shop/${encodeURIComponent(id)}`;
}

export function loaderSnippet(o: LoaderOptions): SafeHtml {
  const attrs = html`data-campaign="${o.campaign}"
  ${o.dealer ? html` data-dealer="${o.dealer}"` : ''}${o.vehicle ? html` data-vehicle="${o.vehicle}"` : ''}${
    o.locale ? html` data-locale="${o.locale}"` : ''
  }${o.mount ? html` data-mount="${o.mount}"` : ''}${o.target ? html` data-target="${o.target}"` : ''}${
    o.launcher === false ? raw(' data-launcher="false"') : ''
  }`;
  // The same attributes, read by site-embed.js and passed to @upshift/embed's load().
  if (o.viaPackage) {
    return html`${raw(QUEUE_STUB)}
      <script type="module" src="/site-embed.js" data-src="${o.appOrigin}/loader.js" ${attrs}></script>`;
  }
  return html`${raw(QUEUE_STUB)}
    <script async src="${o.appOrigin}/loader.js" ${attrs}></script>`;
}

// ---------------------------------------------------------------------------------------------
// Layout

function brandName(frame: Pick<PageFrame, 'dealer' | 'campaign'>): string {
  return frame.dealer?.name ?? frame.campaign.name;
}

function navLink(frame: PageFrame, key: Exclude<NavKey, null>, path: string, label: string): SafeHtml {
  const current = frame.current === key;
  return html`<li><a href="${href(path, frame.state)}" ${current ? raw(' aria-current="page"') : ''}>${label}</a></li>`;
}

/**
 * The campaign's standalone store lives at its own domain; the sandbox serves only the one whose
 * domain is the app's host, so only that one gets a link (the others would not resolve here).
 */
function storeLink(frame: PageFrame): SafeHtml | '' {
  const app = new URL(frame.appOrigin);
  if (frame.campaign.domain !== app.hostname) return '';
  return html`<li><a href="${app.origin}/">Shop our online store</a></li>`;
}

function footer(frame: PageFrame): SafeHtml {
  const d = frame.dealer;
  const year = new Date().getFullYear();
  return html`<footer class="site-footer">
    <div class="wrap footer-grid">
      <section aria-labelledby="footer-visit">
        <h2 id="footer-visit">Visit ${brandName(frame)}</h2>
        ${
          d
            ? html`<address>
                ${d.address}<br />${d.city}, ${d.stateCode} ${d.zipCode}<br />
                <a href="tel:+1${d.phoneNumber.replace(/\D/g, '')}">${formatPhone(d.phoneNumber)}</a>
              </address>`
            : html`<p>Online store by ${frame.campaign.name}</p>`
        }
      </section>
      <nav aria-label="Footer">
        <h2>Shop</h2>
        <ul>
          <li><a href="${href('/inventory', frame.state, { stock: 'NEW' })}">New vehicles</a></li>
          <li><a href="${href('/inventory', frame.state, { stock: 'USED' })}">Used vehicles</a></li>
          <li><a href="${href('/inline', frame.state)}">Payment calculator</a></li>
          ${storeLink(frame)}
        </ul>
      </nav>
      ${
        frame.dealers.length > 1
          ? html`<nav aria-label="Our locations">
              <h2>Our locations</h2>
              <ul>
                ${frame.dealers.map(
                  (x) =>
                    html`<li>
                      <a
                        href="${href('/', { ...frame.state, dealer: x.id })}"
                        ${x.id === d?.id ? raw(' aria-current="true"') : ''}
                        >${x.name}, ${x.city}</a
                      >
                    </li>`,
                )}
              </ul>
            </nav>`
          : ''
      }
    </div>
    <p class="wrap fine-print">
      © ${year} ${brandName(frame)}. Prices exclude taxes, registration and dealer fees. Online shopping powered by
      Upshift.
    </p>
  </footer>`;
}

export function layout(frame: PageFrame, main: SafeHtml): string {
  const snippet = loaderSnippet({
    appOrigin: frame.appOrigin,
    campaign: frame.state.campaign,
    dealer: frame.dealer?.id ?? null,
    vehicle: frame.vehicle ?? null,
    locale: frame.state.locale,
    ...frame.loader,
  });
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${frame.title} | ${brandName(frame)}</title>
        <meta
          name="description"
          content="${`New and used vehicles at ${brandName(frame)}. Estimate your payments online.`}"
        />
        <link rel="stylesheet" href="/site.css" />
        ${frame.script ? html`<script defer src="${frame.script}"></script>` : snippet}
      </head>
      <body>
        <a class="skip-link" href="#main">Skip to main content</a>
        <header class="site-header">
          <div class="wrap header-row">
            <a class="brand" href="${href('/', frame.state)}">${brandName(frame)}</a>
            <nav aria-label="Main">
              <ul class="nav-list">
                ${navLink(frame, 'home', '/', 'Home')} ${navLink(frame, 'inventory', '/inventory', 'Inventory')}
                ${navLink(frame, 'inline', '/inline', 'Payment calculator')}
                ${navLink(frame, 'shadow', '/shadow', 'Express checkout')}
                ${navLink(frame, 'console', '/console', 'Integrator console')}
                ${navLink(frame, 'react', '/react', 'React')}
              </ul>
            </nav>
            ${
              frame.dealer
                ? html`<a class="header-phone" href="tel:+1${frame.dealer.phoneNumber.replace(/\D/g, '')}"
                    >${formatPhone(frame.dealer.phoneNumber)}</a
                  >`
                : ''
            }
          </div>
        </header>
        <main id="main" tabindex="-1">${main}</main>
        ${footer(frame)}
      </body>
    </html> `;
  return page.value;
}

// ---------------------------------------------------------------------------------------------
// Pieces

function vehicleImage(v: Vehicle, index = 0, loading: 'lazy' | 'eager' = 'lazy'): SafeHtml {
  const src = v.images[index] ?? v.imageUrl ?? v.stockImageUrl;
  const alt = `${vehicleName(v)} ${v.trim}${v.exteriorColor ? ` in ${v.exteriorColor}` : ''}${v.images.length === 0 ? ' (stock image)' : ''}`;
  if (!src) return html`<div class="no-photo" role="img" aria-label="${alt}">Photo coming soon</div>`;
  // Stock art is a line drawing: shown whole rather than cropped like a photo.
  const cls = v.images.length === 0 ? 'is-stock' : null;
  return html`<img
    src="${src}"
    alt="${alt}"
    ${cls ? html`class="${cls}"` : ''}
    width="640"
    height="400"
    loading="${loading}"
    decoding="async"
  />`;
}

function estimateButton(v: Vehicle, describedBy: string, extraClass = ''): SafeHtml {
  return html`<button
    type="button"
    class="${`btn btn-primary ${extraClass}`.trim()}"
    data-upshift-open="${vehicleRoute(v.id)}"
    aria-describedby="${describedBy}"
  >
    Estimate payments
  </button>`;
}

function stockLabel(v: Vehicle): string {
  if (v.inTransit) return 'In transit';
  return v.stockType === 'NEW' ? 'New' : 'Used';
}

export function vehicleCard(v: SiteVehicle, state: SiteState, headingLevel: 2 | 3 = 3): SafeHtml {
  const titleId = `vehicle-${v.id}-title`;
  const heading =
    headingLevel === 2
      ? html`<h2 class="card-title" id="${titleId}">${vehicleName(v)}</h2>`
      : html`<h3 class="card-title" id="${titleId}">${vehicleName(v)}</h3>`;
  return html`<li class="card">
    <article aria-labelledby="${titleId}">
      <a
        class="card-media"
        href="${href(`/vehicles/${encodeURIComponent(v.id)}`, state)}"
        tabindex="-1"
        aria-hidden="true"
        >${vehicleImage(v)}</a
      >
      <div class="card-body">
        <p class="badge">${stockLabel(v)}</p>
        ${heading}
        <p class="card-trim">${[v.trim, v.exteriorColor].filter(Boolean).join(' · ')}</p>
        <p class="card-meta">
          ${
            v.mileage !== null ? `${count.format(v.mileage)} miles · ` : ''
          }${v.fuelType}${v.rangeMiles !== null ? ` · ${v.rangeMiles} mi range` : v.mpgCity !== null ? ` · ${v.mpgCity}/${v.mpgHighway} MPG` : ''}
        </p>
        <p class="price">
          <span class="price-label">Price with rebates</span> ${formatMoney(v.price.priceWithRebates)}${
            v.price.priceWithRebates < v.msrp
              ? html` <s class="msrp"><span class="visually-hidden">MSRP </span>${formatMoney(v.msrp)}</s>`
              : ''
          }
        </p>
        <div class="card-actions">
          <a class="btn btn-secondary" href="${href(`/vehicles/${encodeURIComponent(v.id)}`, state)}"
            >View details<span class="visually-hidden"> of the ${vehicleName(v)}</span></a
          >
          ${estimateButton(v, titleId)}
        </div>
      </div>
    </article>
  </li>`;
}

/** The widget vehicle page's rows (vehicle-page.tsx PriceRows), from the same figures. */
function priceRows(p: SalePrice): SafeHtml {
  return html`<dl class="price-rows">
    ${
      p.msrp > p.salePrice
        ? html`<div>
            <dt>MSRP</dt>
            <dd>${formatMoney(p.msrp)}</dd>
          </div>`
        : ''
    }
    <div>
      <dt>Sale price</dt>
      <dd>${formatMoney(p.salePrice)}</dd>
    </div>
    ${
      p.rebates > 0
        ? html`<div>
            <dt>Rebates</dt>
            <dd>${formatMoney(-p.rebates)}</dd>
          </div>`
        : ''
    }
    <div class="price-lg">
      <dt>Price with rebates</dt>
      <dd>${formatMoney(p.priceWithRebates)}</dd>
    </div>
  </dl>`;
}

function vehicleGrid(vehicles: SiteVehicle[], state: SiteState, headingLevel: 2 | 3 = 3): SafeHtml {
  return html`<ul class="grid" role="list">
    ${vehicles.map((v) => vehicleCard(v, state, headingLevel))}
  </ul>`;
}

// ---------------------------------------------------------------------------------------------
// Pages

export function homePage(frame: PageFrame, featured: SiteVehicle[]): string {
  const name = brandName(frame);
  return layout(
    frame,
    html`<section class="hero" aria-labelledby="hero-title">
        <div class="wrap hero-inner">
          <h1 id="hero-title">Find your next car at ${name}</h1>
          <p class="lede">
            Browse our new and used inventory, see real payments with taxes and fees, value your trade and finish most
            of the paperwork from home.
          </p>
          <div class="hero-actions">
            <a class="btn btn-light" href="${href('/inventory', frame.state)}">Shop inventory</a>
            <button type="button" class="btn btn-primary" data-upshift-open="/">Estimate payments</button>
          </div>
        </div>
      </section>
      <section class="wrap section" aria-labelledby="featured-title">
        <h2 id="featured-title">Featured vehicles</h2>
        ${featured.length ? vehicleGrid(featured, frame.state) : html`<p>New arrivals are on their way. Check back soon.</p>`}
        <p><a href="${href('/inventory', frame.state)}">See all vehicles</a></p>
      </section>
      <section class="wrap section perks" aria-labelledby="why-title">
        <h2 id="why-title">Why shop with us</h2>
        <ul role="list">
          <li>
            <h3>Transparent pricing</h3>
            <p>Every price includes our discounts. No haggling, no surprises.</p>
          </li>
          <li>
            <h3>Trade-in offers</h3>
            <p>Get a firm offer for your current vehicle in minutes.</p>
          </li>
          <li>
            <h3>Home delivery</h3>
            <p>Sign online and we bring the car to your driveway.</p>
          </li>
        </ul>
      </section>`,
  );
}

export type StockFilter = 'NEW' | 'USED' | null;

export function inventoryPage(frame: PageFrame, vehicles: SiteVehicle[], stock: StockFilter): string {
  const label = stock === 'NEW' ? 'New vehicles' : stock === 'USED' ? 'Used vehicles' : 'All vehicles';
  const option = (value: string, text: string) =>
    html`<option value="${value}" ${(stock ?? '') === value ? raw(' selected') : ''}>${text}</option>`;
  return layout(
    frame,
    html`<div class="wrap section">
      <h1>${label}</h1>
      <form class="filters" method="get" action="/inventory">
        <input type="hidden" name="campaign" value="${frame.state.campaign}" />
        ${frame.state.dealer ? html`<input type="hidden" name="dealer" value="${frame.state.dealer}" />` : ''}
        ${frame.state.locale ? html`<input type="hidden" name="locale" value="${frame.state.locale}" />` : ''}
        <label for="stock">Condition</label>
        <select id="stock" name="stock">
          ${option('', 'New and used')}${option('NEW', 'New')}${option('USED', 'Used')}
        </select>
        <button type="submit" class="btn btn-secondary">Apply</button>
      </form>
      <p class="result-count" role="status">${vehicles.length === 1 ? '1 vehicle' : `${vehicles.length} vehicles`}</p>
      ${vehicles.length ? vehicleGrid(vehicles, frame.state, 2) : html`<p>No vehicles match. Try another condition.</p>`}
    </div>`,
  );
}

export function vehiclePage(frame: PageFrame, v: SiteVehicle): string {
  const titleId = 'vehicle-title';
  const specs: Array<[string, string | null]> = [
    ['Condition', stockLabel(v)],
    ['Exterior', v.exteriorColor],
    ['Interior', v.interiorColor],
    ['Engine', v.engine],
    ['Transmission', v.transmission],
    ['Drivetrain', v.drivetrain],
    ['Fuel', v.fuelType],
    ['Fuel economy', v.mpgCity !== null ? `${v.mpgCity} city / ${v.mpgHighway} highway MPG` : null],
    ['Range', v.rangeMiles !== null ? `${v.rangeMiles} miles (EPA est.)` : null],
    ['Mileage', v.mileage !== null ? `${count.format(v.mileage)} miles` : null],
    ['Stock number', v.stockNumber],
    ['VIN', v.vin],
  ];
  const gallery = v.images.length > 1 ? v.images.slice(1, 4) : [];
  return layout(
    frame,
    html`<div class="wrap section">
      <p class="breadcrumb"><a href="${href('/inventory', frame.state)}">Back to inventory</a></p>
      <article class="vdp" aria-labelledby="${titleId}">
        <div class="vdp-media">
          ${vehicleImage(v, 0, 'eager')}
          ${
            gallery.length
              ? html`<ul class="thumbs" role="list">
                  ${gallery.map(
                    (src, i) =>
                      html`<li>
                        <img
                          src="${src}"
                          alt="${`${vehicleName(v)}, photo ${i + 2} of ${v.images.length}`}"
                          width="640"
                          height="400"
                          loading="lazy"
                        />
                      </li>`,
                  )}
                </ul>`
              : ''
          }
        </div>
        <div class="vdp-summary">
          <p class="badge">${stockLabel(v)}</p>
          <h1 id="${titleId}">${vehicleName(v)}</h1>
          <p class="card-trim">${v.trim}</p>
          ${
            v.inTransit && v.estimatedDeliveryDate
              ? html`<p class="notice">In transit. Estimated delivery ${formatDate(v.estimatedDeliveryDate)}.</p>`
              : ''
          }
          ${priceRows(v.price)}
          <p class="fine-print">
            ${
              v.stockType === 'NEW'
                ? 'New vehicle sale price includes dealer discounts and is before manufacturer rebates, which are listed below it and taken off. Sale price excludes taxes, registration and dealer fees.'
                : 'Pre-owned vehicle sale price is the dealer’s advertised price. Sale price excludes taxes, registration and dealer fees.'
            }
          </p>
          <div class="card-actions">
            ${estimateButton(v, titleId, 'btn-lg')}
            <button
              type="button"
              class="btn btn-secondary btn-lg"
              data-upshift-open="${landingRoute(v.id)}"
              aria-describedby="${titleId}"
            >
              Shop this car online
            </button>
          </div>
          <h2>Specifications</h2>
          <dl class="specs">
            ${specs
              .filter((s): s is [string, string] => s[1] !== null)
              .map(
                ([k, value]) =>
                  html`<div>
                    <dt>${k}</dt>
                    <dd>${value}</dd>
                  </div>`,
              )}
          </dl>
          <h2>Features</h2>
          <ul class="features">
            ${v.features.map((f) => html`<li>${f}</li>`)}
          </ul>
        </div>
      </article>
    </div>`,
  );
}

export function inlinePage(frame: PageFrame): string {
  return layout(
    frame,
    html`<div class="wrap section">
      <h1>Payment calculator</h1>
      <p class="lede">Explore finance, lease and cash offers on our inventory right here on the page.</p>
      <section class="inline-host" aria-label="Upshift payment calculator">
        <div id="upshift-inline"></div>
      </section>
    </div>`,
  );
}

/** @upshift/react's <UpshiftWidget> rendered by real React 19 (packages/react/demo/react-demo.tsx). */
export function reactPage(frame: PageFrame, vehicles: Vehicle[]): string {
  const config = {
    src: `${frame.appOrigin}/loader.js`,
    campaign: frame.state.campaign,
    ...(frame.state.dealer ? { dealer: frame.state.dealer } : {}),
    ...(frame.state.locale ? { locale: frame.state.locale } : {}),
    vehicles: vehicles.map((v) => ({ id: v.id, name: `${vehicleName(v)} ${v.trim}` })),
  };
  return layout(
    { ...frame, script: '/react-demo.js' },
    html`<div class="wrap section">
      <h1>React widget</h1>
      <p class="lede">
        This page is a React 19 app: it renders <code>&lt;UpshiftWidget&gt;</code> from <code>@upshift/react</code> and
        lists the callbacks it receives.
      </p>
      <div id="react-demo" class="react-demo" data-config="${JSON.stringify(config)}"></div>
    </div>`,
  );
}

export function shadowPage(frame: PageFrame, featured: SiteVehicle[]): string {
  return layout(
    frame,
    html`<div class="wrap section">
      <h1>Express checkout</h1>
      <p class="lede">Pick a vehicle and see your payment without leaving this page.</p>
      <p><button type="button" class="btn btn-primary" data-upshift-open="/">Start shopping</button></p>
      ${featured.length ? vehicleGrid(featured, frame.state, 2) : ''}
    </div>`,
  );
}

export function notFoundPage(frame: PageFrame, message: string): string {
  return layout(
    frame,
    html`<div class="wrap section">
      <h1>Page not found</h1>
      <p>${message}</p>
      <p><a href="${href('/inventory', frame.state)}">Browse our inventory</a></p>
    </div>`,
  );
}

/** Used when the campaign itself is unknown: no dealer, no widget, nothing of the request echoed. */
export function unknownCampaignPage(): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Unknown campaign</title>
        <link rel="stylesheet" href="/site.css" />
      </head>
      <body>
        <main id="main" class="wrap section">
          <h1>Unknown campaign</h1>
          <p>There is no campaign by that name. <a href="/">Go to the demo store</a>.</p>
        </main>
      </body>
    </html> `.value;
}

/**
 * A page a test frames on the dealer site: it posts fake bridge messages to its parent from the
 * wrong window, which the loader must ignore. It names its own origin, never '*'.
 */
export function spoofPage(): string {
  const script = `(function () {
  var messages = [
    { upshift: 1, type: 'close' },
    { upshift: 1, type: 'navigate', route: '/account/login', title: 'Spoofed', push: true },
    { upshift: 1, type: 'resize', height: 1 },
    { upshift: 1, type: 'link-back', url: 'javascript:alert(1)' },
    { upshift: 1, type: 'event', name: 'lead', data: { kind: 'spoofed' } }
  ];
  // What the app would accept from its real host, sent from the wrong origin to each sibling frame.
  var toApp = [
    { upshift: 1, type: 'navigate', route: '/account/login' },
    { upshift: 1, type: 'open', route: '/account/login' }
  ];
  var appOrigin = new URLSearchParams(location.search).get('app');
  var parentOrigin = (location.ancestorOrigins && location.ancestorOrigins[0]) || (document.referrer ? new URL(document.referrer).origin : '');
  var sent = 0;
  function burst() {
    if (window.parent === window || !parentOrigin) return;
    // Addressed to the right origins, so the browser delivers them: only the receivers' checks can stop them.
    for (var i = 0; i < messages.length; i++) {
      window.parent.postMessage(messages[i], parentOrigin);
      sent++;
    }
    if (appOrigin) {
      for (var f = 0; f < window.parent.frames.length; f++) {
        if (window.parent.frames[f] === window) continue;
        for (var j = 0; j < toApp.length; j++) {
          try { window.parent.frames[f].postMessage(toApp[j], appOrigin); sent++; } catch (e) { /* another origin's frame */ }
        }
      }
    }
    document.documentElement.setAttribute('data-spoof-sent', String(sent));
  }
  burst();
  setTimeout(burst, 150);
  document.getElementById('again').addEventListener('click', burst);
})();`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="robots" content="noindex" />
        <title>Spoof sender (test page)</title>
      </head>
      <body>
        <main>
          <h1>Spoof sender</h1>
          <p>This test page posts fake Upshift bridge messages to the page that frames it and to its sibling frames.</p>
          <button type="button" id="again">Send again</button>
        </main>
        <script>
          ${raw(script)};
        </script>
      </body>
    </html> `.value;
}
