/** The dealer settings pages' English copy (spread into en.ts; apart so each area's copy merges on its own). */
import {
  CRM_URL_MESSAGE,
  CRM_URL_PRIVATE,
  CRM_URL_REQUIRED,
  LEAD_EMAIL_MESSAGE,
  TEST_LEAD_LIMITED,
} from '../../contract/workspace-lead-delivery.ts';
import { THREAD_HOURS_MESSAGE } from '../../contract/workspace-lead-settings.ts';

export const settingsEn = {
  'shell.leadSettings': 'Lead settings',

  'server.threadHours': THREAD_HOURS_MESSAGE,
  'server.crmUrl': CRM_URL_MESSAGE,
  'server.crmUrlPrivate': CRM_URL_PRIVATE,
  'server.crmUrlRequired': CRM_URL_REQUIRED,
  'server.leadEmail': LEAD_EMAIL_MESSAGE,
  'server.testLeadLimited': TEST_LEAD_LIMITED,

  'audit.action.dealerLeadDelivery': 'Changed where leads go',
  'audit.action.dealerLeadTest': 'Sent a test lead',

  'leadSettings.title': 'Lead settings',
  'leadSettings.back': 'Back to leads',
  'leadSettings.intro':
    "One shopper, one lead: a shopper's first lead about a vehicle at {dealer} starts a thread, and their later events about it are added to that lead and sent to your CRM as updates of it.",
  'leadSettings.threadHours': 'Thread window (hours)',
  'leadSettings.threadHoursHint':
    "For how many hours after a shopper's first lead their later events update that lead instead of making new ones, from 0 to 720 (30 days). 0 turns threading off: every event makes a new lead.",
  'leadSettings.alwaysNew': 'Always a new lead',
  'leadSettings.alwaysNewHint': 'These kinds make a new lead even within the window.',
  'leadSettings.save': 'Save settings',
  'leadSettings.saved': 'Saved.',

  'leadDelivery.title': 'Where leads go',
  'leadDelivery.intro':
    "How {dealer}'s leads reach your CRM: as an ADF document posted to the CRM's URL, or by e-mail.",
  'leadDelivery.transport': 'Send leads by',
  'leadDelivery.transport.HTTP': 'HTTP POST to the CRM’s URL',
  'leadDelivery.transport.EMAIL': 'E-mail',
  'leadDelivery.endpoint': 'CRM URL',
  'leadDelivery.endpointHint': 'The https:// address where your CRM takes ADF leads. Leave it empty to use {default}.',
  'leadDelivery.endpointHintRequired': 'The https:// address where your CRM takes ADF leads.',
  'leadDelivery.email': 'Lead e-mail address',
  'leadDelivery.emailHint': 'The mailbox your CRM imports ADF leads from.',
  'leadDelivery.save': 'Save where leads go',
  'leadDelivery.saved': 'Saved.',
  'leadDelivery.test': 'Send a test lead',
  'leadDelivery.testHint':
    'Sends your CRM one ADF document from "Test Lead", marked as a test in its comments, to the saved destination. It is not a lead: it does not appear in your leads or the funnel.',
  'leadDelivery.unsaved': 'Save your changes first: the test goes to the saved destination.',
  'leadDelivery.sending': 'Sending a test lead…',
  'leadDelivery.result.delivered': 'Test lead delivered to {target}: the CRM answered HTTP {status}.',
  'leadDelivery.result.refused': 'The CRM at {target} refused the test lead: HTTP {status}.',
  'leadDelivery.result.unreachable': 'The CRM at {target} could not be reached.',
  'leadDelivery.result.timeout': 'The CRM at {target} did not answer in time.',
  'leadDelivery.result.sent': 'Test lead sent by e-mail to {target}.',
  'leadDelivery.result.failed': 'The test lead could not be e-mailed to {target}.',
  'leadDelivery.answer': 'The CRM’s answer',
};
