/**
 * Document titles: the page's own title, then the name the shopper sees in the header (the dealer,
 * or the program's title on an upgrade campaign), never the campaign's internal name.
 */
import type { PageContext } from './page-context.ts';

type Site = { campaign: Pick<PageContext['campaign'], 'channel' | 'title'>; dealer: { name: string } | null };

/** Seed 001 §2 "Navigation bar": the dealer name unless the channel is upgrade (then the campaign title). */
export function siteName({ campaign, dealer }: Site): string {
  if (campaign.channel === 'upgrade') return campaign.title;
  return dealer?.name ?? campaign.title;
}

export function documentTitle(pageTitle: string, site: string): string {
  return pageTitle ? `${pageTitle} | ${site}` : site;
}

/** Sets the title of a document the app owns (the shadow mount shares the dealer's, which stays theirs). */
export function setDocumentTitle(context: Site & Pick<PageContext, 'mode'>, pageTitle: string): void {
  if (context.mode !== 'shadow') document.title = documentTitle(pageTitle, siteName(context));
}
