/** The one order of every quote list: term ascending, captive lender first, then lender number. */
type Orderable = { term: number; financier: { lenderNumber: string; captiveLender: boolean } };

export function compareQuotes(a: Orderable, b: Orderable): number {
  if (a.term !== b.term) return a.term - b.term;
  if (a.financier.captiveLender !== b.financier.captiveLender) return a.financier.captiveLender ? -1 : 1;
  return a.financier.lenderNumber < b.financier.lenderNumber
    ? -1
    : a.financier.lenderNumber > b.financier.lenderNumber
      ? 1
      : 0;
}
