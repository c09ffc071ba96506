/** Small DOM assertions for the workspace's tests (the project has no jest-dom). Test code only. */
export const valueOf = (element: HTMLElement): string => (element as HTMLInputElement).value;

/** What assistive technology reads as the element's description: the text of its aria-describedby ids. */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
}
