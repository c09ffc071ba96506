/** The settings history's English copy (spread into en.ts). `field.*` name a settings field in the history and the audit log. */
import {
  NO_EARLIER_VERSION,
  SETTINGS_CHANGED_MEANWHILE,
  VERSION_NO_LONGER_FITS,
} from '../../contract/workspace-settings-history.ts';

export const historyEn = {
  'server.noEarlierVersion': NO_EARLIER_VERSION,
  'server.settingsChangedMeanwhile': SETTINGS_CHANGED_MEANWHILE,
  'server.versionNoLongerFits': VERSION_NO_LONGER_FITS,

  'audit.action.settingsRevert': 'Reverted settings to an earlier version',
  'audit.changed': 'Changed: {fields}',

  'history.titleOf': '{what}: change history',
  'history.show': 'Show the versions ({count})',
  'history.hide': 'Hide the versions',
  'history.caption': 'Saved versions of these settings, newest first',
  'history.col.version': 'Version',
  'history.col.when': 'When',
  'history.col.who': 'Who',
  'history.col.changed': 'What changed',
  'history.initial': 'As first set up',
  'history.system': 'Set up',
  'history.reverted': 'Reverted to version {version}: {fields}',
  'history.nothing': 'No changes yet.',
  'history.empty':
    'Not changed in the workspace yet. Once you save, each version is listed here and the last change can be undone.',
  'history.revert': 'Revert to the previous version',
  'history.revertConfirm':
    'Revert to version {version}? The settings go back to what they were then; this is itself saved as a new version.',
  'history.reverting': 'Reverting…',
  'history.revertedDone': 'Reverted to version {version}.',

  'field.threadHours': 'Thread window',
  'field.alwaysNew': 'Kinds that always make a new lead',
};
