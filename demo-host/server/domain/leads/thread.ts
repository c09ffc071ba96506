/**
 * One shopper, one lead thread: the first qualifying event for a shopper and vehicle makes the lead;
 * later events within the dealer's window update it (the same ADF prospect), except the kinds the
 * dealer marks as always new.
 */
import type { LeadSettings } from '../../../../src/contract/workspace-lead-settings.ts';

const HOUR_MS = 3_600_000;

/**
 * The earliest creation time of a first lead that an event of `kind` at `at` may update; null when
 * the event makes a new lead whatever came before (threads off, or a kind that is always new).
 */
export function threadOpenSince(kind: string, at: number, settings: LeadSettings): number | null {
  if (settings.threadHours <= 0) return null;
  if ((settings.alwaysNew as readonly string[]).includes(kind)) return null;
  return at - settings.threadHours * HOUR_MS;
}

/** The line an update's comments start with, so the CRM's reader sees it is not a new shopper. */
export const threadUpdateLine = (sequence: number): string => `Update ${String(sequence - 1)} to this lead.`;
