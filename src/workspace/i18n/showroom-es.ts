/** The showroom hours page's Spanish copy (spread into es.ts). */
import type { showroomEn } from './showroom-en.ts';

export const showroomEs: Record<keyof typeof showroomEn, string> = {
  'shell.showroomHours': 'Horario de la sala de exposición',
  'showroom.title': 'Horario de la sala de exposición',
  'showroom.back': 'Volver a cargos y reglas',
  'showroom.intro':
    'La hora de apertura y de cierre de cada día en la zona horaria de {dealer} ({zone}). Los compradores solo pueden reservar una prueba de manejo o una entrega dentro de este horario; la visita debe terminar antes del cierre.',
  'showroom.link': 'Horario de la sala de exposición: cuándo se puede reservar una visita',
};
