/** The dealer settings pages' Spanish copy (spread into es.ts). */
import type { settingsEn } from './settings-en.ts';

export const settingsEs: Record<keyof typeof settingsEn, string> = {
  'shell.leadSettings': 'Ajustes de clientes potenciales',

  'server.threadHours': 'Escribe un número entero de horas del 0 al 720.',

  'leadSettings.title': 'Ajustes de clientes potenciales',
  'leadSettings.back': 'Volver a los clientes potenciales',
  'leadSettings.forbiddenTitle': 'No disponible',
  'leadSettings.dealer': 'Concesionario',
  'leadSettings.noDealers': 'No formas parte del personal de ningún concesionario.',
  'leadSettings.intro':
    'Un comprador, un cliente potencial: el primer contacto de un comprador sobre un vehículo en {dealer} abre un hilo, y lo que haga después sobre ese vehículo se añade a ese cliente potencial y se envía a tu CRM como una actualización.',
  'leadSettings.threadHours': 'Ventana del hilo (horas)',
  'leadSettings.threadHoursHint':
    'Durante cuántas horas después del primer cliente potencial de un comprador lo que haga después actualiza ese cliente potencial en vez de crear otro, de 0 a 720 (30 días). Con 0 no hay hilos: cada evento crea un cliente potencial nuevo.',
  'leadSettings.alwaysNew': 'Siempre un cliente potencial nuevo',
  'leadSettings.alwaysNewHint': 'Estos tipos crean un cliente potencial nuevo aunque estén dentro de la ventana.',
  'leadSettings.save': 'Guardar ajustes',
  'leadSettings.saved': 'Guardado.',
};
