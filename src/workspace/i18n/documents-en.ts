/** The deal jacket's documents section, English (spread into en.ts): the lender's documents and their review. */
import { documentNamesEn as documentNames } from '../../lib/i18n/upload-names.ts';
import { NOTHING_TO_REVIEW, REASON_REQUIRED, REASON_TOO_LONG, NOT_A_DOCUMENT } from '../../contract/documents.ts';

export const documentsEn = {
  'documents.title': 'Documents for the lender',
  'documents.none': 'The lender has not asked for any documents yet.',
  'documents.loading': 'Loading documents…',
  ...documentNames,
  'documents.uploaded': 'Uploaded {at}',
  'documents.view': 'View {name}',
  'documents.newTab': '(opens in a new tab)',
  'documents.accept': 'Accept',
  'documents.acceptLabel': 'Accept the {name}',
  'documents.askNew': 'Ask for a new one',
  'documents.askNewLabel': 'Ask for a new {name}',
  'documents.reason': 'Why a new one is needed',
  'documents.reasonHint': 'The shopper reads this.',
  'documents.send': 'Send to the shopper',
  'documents.cancel': 'Cancel',
  'documents.accepted': '{name} accepted.',
  'documents.asked': 'Asked the shopper for a new {name}.',
  'audit.action.dealDocumentAccept': 'Accepted a document',
  'audit.action.dealDocumentNeedsNew': 'Asked for a new document',
  'server.documents.reasonRequired': REASON_REQUIRED,
  'server.documents.reasonTooLong': REASON_TOO_LONG,
  'server.documents.nothingToReview': NOTHING_TO_REVIEW,
  'server.documents.notADocument': NOT_A_DOCUMENT,
} as const;
