/**
 * The draft's look in the preview frame: the same sheet the server serves for the tokens (themeCss), adopted by
 * the framed widget's document after its own sheets so it wins. A constructed sheet, not a `<style>`: the widget's
 * CSP (style-src 'self') refuses inline style elements, not the CSSOM.
 */
import { themeCss, type ThemeTokens } from '../../../contract/campaign-theme.ts';

const drafts = new WeakMap<Document, CSSStyleSheet>();

/** Puts the tokens' sheet last on the framed document: one sheet per document, its rule replaced on every call. */
export function applyDraftSheet(doc: Document, tokens: ThemeTokens): void {
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  if (!view) return;
  let sheet = drafts.get(doc);
  if (!sheet) {
    // A sheet is adopted only by a document of the window that made it.
    sheet = new view.CSSStyleSheet();
    drafts.set(doc, sheet);
  }
  sheet.replaceSync(themeCss(tokens));
  if (!doc.adoptedStyleSheets.includes(sheet)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}

/** The draft sheet's text on a framed document, if any (what a test reads). */
export const draftSheetOf = (doc: Document): string | null => {
  const sheet = drafts.get(doc);
  return sheet ? Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n') : null;
};
