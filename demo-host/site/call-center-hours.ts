/**
 * The call center's opening-hours editor, `GET /call-center/hours` (its routes are in
 * call-center.ts): one form per dealer, by name, with each weekday's opening and closing time in
 * the dealer's own zone and a Closed checkbox. End-to-end tests drive it by label to make the
 * widget's call center open or closed. A form posted back with problems keeps what was typed,
 * says what is wrong next to each bad day and sums the problems up at the form's top.
 */
import type { DealerHours } from '../server/db/dealers-repo.ts';
import { html, raw, type SafeHtml } from '../server/http/html.ts';
import {
  DAY_NAMES,
  HOURS_WEEKDAYS,
  hoursField,
  hoursToForm,
  type DayForm,
  type HoursErrors,
  type HoursForm,
  type HoursWeekday,
} from './hours-form.ts';
import { sandboxPage } from './sandbox-page.ts';

export const HOURS_PATH = '/call-center/hours';

/** A dealer's form posted back with problems: what was typed, and the message per bad day. */
export type FailedHours = { dealerId: string; form: HoursForm; errors: HoursErrors };

/** The id of a dealer's section: the page's fragment after a save. */
export const dealerAnchor = (dealerId: string): string => `dealer-${dealerId}`;
export const hoursAction = (dealerId: string): string => `${HOURS_PATH}/${encodeURIComponent(dealerId)}`;

const controlId = (dealerId: string, day: HoursWeekday, part: keyof DayForm | 'error') =>
  `${dealerAnchor(dealerId)}-${day}-${part}`;

function dayRow(dealerId: string, day: HoursWeekday, value: DayForm, error: string | undefined): SafeHtml {
  const name = DAY_NAMES[day];
  const id = (part: keyof DayForm | 'error') => controlId(dealerId, day, part);
  const describedBy = error ? html` aria-describedby="${id('error')}"` : '';
  const invalid = error ? html` aria-invalid="true"` : '';
  const time = (part: 'open' | 'close', label: string) =>
    html`<td>
      <label class="visually-hidden" for="${id(part)}">${label} ${name}</label>
      <input
        type="time"
        id="${id(part)}"
        name="${hoursField(day, part)}"
        value="${value[part]}"
        ${invalid}
        ${describedBy}
      />
    </td>`;
  return html`<tr>
      <th scope="row">${name}</th>
      ${time('open', 'Opens')} ${time('close', 'Closes')}
      <td>
        <input
          type="checkbox"
          id="${id('closed')}"
          name="${hoursField(day, 'closed')}"
          ${value.closed ? raw('checked') : ''}
          ${describedBy}
        />
        <label class="visually-hidden" for="${id('closed')}">Closed ${name}</label>
      </td>
    </tr>
    ${
      error
        ? html`<tr>
            <td colspan="4"><p class="hours-error" id="${id('error')}">${error}</p></td>
          </tr>`
        : ''
    }`;
}

/** At the form's top: every problem, each linked to its day; focused when the page loads. */
function summary(dealerId: string, dealerName: string, errors: HoursErrors): SafeHtml {
  const days = HOURS_WEEKDAYS.filter((day) => errors[day]);
  return html`<div class="hours-summary" role="alert" tabindex="-1" autofocus>
    <p class="hours-summary-title">The hours for ${dealerName} were not saved:</p>
    <ul>
      ${days.map((day) => html`<li><a href="#${controlId(dealerId, day, 'open')}">${errors[day]}</a></li>`)}
    </ul>
  </div>`;
}

function dealerSection({ dealer, hours }: DealerHours, csrf: SafeHtml, failed: FailedHours | null): SafeHtml {
  const mine = failed?.dealerId === dealer.id ? failed : null;
  const form = mine?.form ?? hoursToForm(hours);
  const anchor = dealerAnchor(dealer.id);
  return html`<section class="hours-dealer" id="${anchor}" aria-labelledby="${anchor}-title">
    <h2 id="${anchor}-title">${dealer.name} — ${dealer.timeZone}</h2>
    <form class="hours-form" method="post" action="${hoursAction(dealer.id)}">
      ${csrf} ${mine ? summary(dealer.id, dealer.name, mine.errors) : ''}
      <table class="outbox hours-table">
        <caption>
          Weekly hours, ${dealer.timeZone} time
        </caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Opens</th>
            <th scope="col">Closes</th>
            <th scope="col">Closed</th>
          </tr>
        </thead>
        <tbody>
          ${HOURS_WEEKDAYS.map((day) => dayRow(dealer.id, day, form[day], mine?.errors[day]))}
        </tbody>
      </table>
      <p><button class="btn btn-primary" type="submit">Save hours for ${dealer.name}</button></p>
    </form>
  </section>`;
}

/** `csrf` is the page's hidden token field, the same one every form on the call-center pages posts. */
export function hoursPage(dealers: readonly DealerHours[], csrf: SafeHtml, failed: FailedHours | null = null): string {
  return sandboxPage({
    current: 'call-center',
    subpage: true,
    title: 'Call-center opening hours',
    error: failed !== null,
    lede:
      "Each dealer's weekly call-center hours, in the dealer's own time zone. The call center is open from the " +
      'opening time up to, not including, the closing time; a day marked Closed has no hours, whatever times it shows.',
    links: [{ href: '/call-center', label: 'Back to the queue' }],
    body:
      dealers.length === 0
        ? html`<p role="status">No dealers yet.</p>`
        : html`${dealers.map((d) => dealerSection(d, csrf, failed))}`,
  });
}

export function dealerNotFoundPage(dealerId: string): string {
  return sandboxPage({
    current: 'call-center',
    subpage: true,
    title: 'Dealer not found',
    lede: `No dealer has the id "${dealerId}": its hours were not saved.`,
    links: [{ href: HOURS_PATH, label: 'Back to opening hours' }],
    body: html``,
  });
}
