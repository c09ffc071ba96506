/** "Ana María" "de la Cruz" → "A.D.": the only part of the name the inquiry log keeps. */
export function initialsOf(firstName: string, lastName: string): string {
  const first = (name: string) =>
    (
      name
        .trim()
        .normalize('NFD')
        .replace(/[^\p{L}]/gu, '')[0] ?? '?'
    ).toUpperCase();
  return `${first(firstName)}.${first(lastName)}.`;
}
