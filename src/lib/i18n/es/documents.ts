import { documentNamesEs as documentNames } from '../upload-names.ts';
import type { documents as en } from '../en/documents.ts';

export const documents: Record<keyof typeof en, string> = {
  'documents.heading': 'Documentos para el prestamista',
  'documents.lead': 'El prestamista pidió estos documentos. Suba cada uno como PDF o como una foto clara del papel.',
  'documents.loading': 'Cargando los documentos que pidió el prestamista…',
  ...documentNames,
  'documents.stateLabel': 'Estado',
  'documents.choose': 'Suba su {name}',
  'documents.remove': 'Quitar su {name}',
  'documents.replace': 'Reemplace su {name}',
  'documents.hint': 'PDF, JPEG, PNG, HEIC o WebP, de hasta 20 MB.',
  'documents.progress': 'Subiendo su {name}',
  'documents.uploaded': 'Recibimos su {name}.',
  'documents.view': 'Ver lo que subió',
  'documents.newTab': '(se abre en una pestaña nueva)',
  'documents.retryLabel': 'Intente subir su {name} de nuevo',
  'documents.error.tooLarge': 'Este documento pesa más de 20 MB. Elija uno más pequeño.',
  'documents.error.type': 'Elija un PDF, o una foto JPEG, PNG, HEIC o WebP del documento.',
  'documents.error.signIn': 'Inicie sesión para subir sus documentos.',
  'documents.error.notRequested': 'El prestamista no pidió este documento.',
  'documents.error.noApplication':
    'Primero envíe su solicitud de financiamiento; luego el prestamista indica qué documentos necesita.',
};
