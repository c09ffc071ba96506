/** The lender's documents panel's copy (with its chunk): the finance options and the next steps after signing. */
import { documentNamesEn as documentNames } from '../upload-names.ts';

export const documents = {
  'documents.heading': 'Documents for the lender',
  'documents.lead': 'The lender asked for these documents. Upload each one as a PDF, or a clear photo of the paper.',
  'documents.loading': 'Loading the documents the lender asked for…',
  ...documentNames,
  'documents.stateLabel': 'State',
  'documents.choose': 'Upload your {name}',
  'documents.remove': 'Remove your {name}',
  'documents.replace': 'Replace your {name}',
  'documents.hint': 'PDF, JPEG, PNG, HEIC or WebP, up to 20 MB.',
  'documents.progress': 'Uploading your {name}',
  'documents.uploaded': 'Your {name} was received.',
  'documents.view': 'View your upload',
  'documents.newTab': '(opens in a new tab)',
  'documents.retryLabel': 'Try uploading your {name} again',
  'documents.error.tooLarge': 'This document is larger than 20 MB. Choose a smaller one.',
  'documents.error.type': 'Choose a PDF, or a JPEG, PNG, HEIC or WebP photo of the document.',
  'documents.error.signIn': 'Sign in to upload your documents.',
  'documents.error.notRequested': 'The lender did not ask for this document.',
  'documents.error.noApplication':
    'Send your finance application first; the lender then says which documents it needs.',
} as const;
