/** The dealer settings pages' Spanish copy (spread into es.ts). */
import type { settingsEn } from './settings-en.ts';

export const settingsEs: Record<keyof typeof settingsEn, string> = {
  'shell.leadSettings': 'Ajustes de clientes potenciales',

  'server.threadHours': 'Escribe un número entero de horas del 0 al 720.',
  'server.crmUrl': 'Escribe la dirección del CRM como una URL https:// completa.',
  'server.crmUrlPrivate': 'La URL del CRM debe ser una dirección pública.',
  'server.crmUrlRequired': 'Escribe la URL del CRM: esta instalación no tiene un CRM predeterminado.',
  'server.leadEmail': 'Escribe el correo electrónico del CRM para clientes potenciales.',
  'server.testLeadLimited': 'Puedes enviar como máximo 5 clientes de prueba por minuto.',

  'audit.action.dealerLeadDelivery': 'Cambió adónde van los clientes potenciales',
  'audit.action.dealerLeadTest': 'Envió un cliente potencial de prueba',

  'leadSettings.title': 'Ajustes de clientes potenciales',
  'leadSettings.back': 'Volver a los clientes potenciales',
  'leadSettings.intro':
    'Un comprador, un cliente potencial: el primer contacto de un comprador sobre un vehículo en {dealer} abre un hilo, y lo que haga después sobre ese vehículo se añade a ese cliente potencial y se envía a tu CRM como una actualización.',
  'leadSettings.threadHours': 'Ventana del hilo (horas)',
  'leadSettings.threadHoursHint':
    'Durante cuántas horas después del primer cliente potencial de un comprador lo que haga después actualiza ese cliente potencial en vez de crear otro, de 0 a 720 (30 días). Con 0 no hay hilos: cada evento crea un cliente potencial nuevo.',
  'leadSettings.alwaysNew': 'Siempre un cliente potencial nuevo',
  'leadSettings.alwaysNewHint': 'Estos tipos crean un cliente potencial nuevo aunque estén dentro de la ventana.',
  'leadSettings.save': 'Guardar ajustes',
  'leadSettings.saved': 'Guardado.',

  'leadDelivery.title': 'Adónde van los clientes potenciales',
  'leadDelivery.intro':
    'Cómo llegan los clientes potenciales de {dealer} a tu CRM: como un documento ADF enviado a la URL del CRM, o por correo electrónico.',
  'leadDelivery.transport': 'Enviar por',
  'leadDelivery.transport.HTTP': 'HTTP POST a la URL del CRM',
  'leadDelivery.transport.EMAIL': 'Correo electrónico',
  'leadDelivery.endpoint': 'URL del CRM',
  'leadDelivery.endpointHint':
    'La dirección https:// donde tu CRM recibe clientes en ADF. Déjala vacía para usar {default}.',
  'leadDelivery.endpointHintRequired': 'La dirección https:// donde tu CRM recibe clientes en ADF.',
  'leadDelivery.email': 'Correo para clientes potenciales',
  'leadDelivery.emailHint': 'El buzón del que tu CRM importa los clientes en ADF.',
  'leadDelivery.save': 'Guardar adónde van',
  'leadDelivery.saved': 'Guardado.',
  'leadDelivery.test': 'Enviar un cliente de prueba',
  'leadDelivery.testHint':
    'Envía a tu CRM un documento ADF de "Test Lead", marcado como prueba en sus comentarios, al destino guardado. No es un cliente: no aparece en tus clientes potenciales ni en el embudo.',
  'leadDelivery.unsaved': 'Guarda primero tus cambios: la prueba va al destino guardado.',
  'leadDelivery.sending': 'Enviando un cliente de prueba…',
  'leadDelivery.result.delivered': 'Cliente de prueba entregado a {target}: el CRM respondió HTTP {status}.',
  'leadDelivery.result.refused': 'El CRM en {target} rechazó el cliente de prueba: HTTP {status}.',
  'leadDelivery.result.unreachable': 'No se pudo contactar el CRM en {target}.',
  'leadDelivery.result.timeout': 'El CRM en {target} no respondió a tiempo.',
  'leadDelivery.result.sent': 'Cliente de prueba enviado por correo a {target}.',
  'leadDelivery.result.failed': 'No se pudo enviar el cliente de prueba por correo a {target}.',
  'leadDelivery.answer': 'La respuesta del CRM',
};
