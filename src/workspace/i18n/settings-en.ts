/** The dealer settings pages' English copy (spread into en.ts; apart so each area's copy merges on its own). */
import { THREAD_HOURS_MESSAGE } from '../../contract/workspace-lead-settings.ts';

export const settingsEn = {
  'shell.leadSettings': 'Lead settings',

  'server.threadHours': THREAD_HOURS_MESSAGE,

  'leadSettings.title': 'Lead settings',
  'leadSettings.back': 'Back to leads',
  'leadSettings.forbiddenTitle': 'Not available',
  'leadSettings.dealer': 'Dealer',
  'leadSettings.noDealers': 'You are not on any dealer’s staff.',
  'leadSettings.intro':
    "One shopper, one lead: a shopper's first lead about a vehicle at {dealer} starts a thread, and their later events about it are added to that lead and sent to your CRM as updates of it.",
  'leadSettings.threadHours': 'Thread window (hours)',
  'leadSettings.threadHoursHint':
    "For how many hours after a shopper's first lead their later events update that lead instead of making new ones, from 0 to 720 (30 days). 0 turns threading off: every event makes a new lead.",
  'leadSettings.alwaysNew': 'Always a new lead',
  'leadSettings.alwaysNewHint': 'These kinds make a new lead even within the window.',
  'leadSettings.save': 'Save settings',
  'leadSettings.saved': 'Saved.',
};
