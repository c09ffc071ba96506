/** The deal jacket's documents section, Spanish (spread into es.ts). */
import { documentNamesEs as documentNames } from '../../lib/i18n/upload-names.ts';
import { REASON_MAX } from '../../contract/documents.ts';
import type { documentsEn } from './documents-en.ts';

export const documentsEs: Record<keyof typeof documentsEn, string> = {
  'documents.title': 'Documentos para el prestamista',
  'documents.none': 'El prestamista todavía no ha pedido documentos.',
  'documents.loading': 'Cargando documentos…',
  ...documentNames,
  'documents.uploaded': 'Subido {at}',
  'documents.view': 'Ver {name}',
  'documents.newTab': '(se abre en una pestaña nueva)',
  'documents.accept': 'Aceptar',
  'documents.acceptLabel': 'Acepta: {name}',
  'documents.askNew': 'Pedir uno nuevo',
  'documents.askNewLabel': 'Pide de nuevo: {name}',
  'documents.reason': 'Por qué se necesita uno nuevo',
  'documents.reasonHint': 'El cliente lee esto.',
  'documents.send': 'Enviar al cliente',
  'documents.cancel': 'Cancelar',
  'documents.accepted': 'Aceptaste: {name}.',
  'documents.asked': 'Le pediste al cliente de nuevo: {name}.',
  'audit.action.dealDocumentAccept': 'Aceptó un documento',
  'audit.action.dealDocumentNeedsNew': 'Pidió un documento nuevo',
  'server.documents.reasonRequired': 'Di por qué se necesita uno nuevo.',
  'server.documents.reasonTooLong': `Escribe un motivo de ${String(REASON_MAX)} caracteres como máximo.`,
  'server.documents.nothingToReview': 'Todavía no se ha subido nada para este documento.',
  'server.documents.notADocument': 'No es un documento que el prestamista pueda pedir.',
};
