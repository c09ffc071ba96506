/**
 * The terminal error shown now (rules.ts `shownTerminalError`), provided by the app root: the
 * routes, the layout, the page effects and the error page read the same one.
 */
import { createContext, useContext } from 'react';
import type { TerminalError } from '../../contract/errors.ts';

export const TerminalErrorContext = createContext<TerminalError | null>(null);

export function useTerminalError(): TerminalError | null {
  return useContext(TerminalErrorContext);
}
