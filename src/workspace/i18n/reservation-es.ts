/** The deal jacket's reservation panel, Spanish (spread into es.ts). */
import { HOLD_EXTEND_HOURS_MAX } from '../../contract/reservation.ts';
import type { reservationEn } from './reservation-en.ts';

export const reservationEs: Record<keyof typeof reservationEn, string> = {
  'server.extendHours': `Extiéndela de 1 a ${String(HOLD_EXTEND_HOURS_MAX)} horas.`,
  'server.refundAmount': 'Escribe un importe desde $0.01 hasta lo que queda del depósito.',
  'server.notHeld': 'Esta reserva no retiene el vehículo.',
  'server.nothingToRefund': 'No queda nada por reembolsar.',
  'server.refundTooLarge': 'Un reembolso no puede superar lo que queda del depósito.',
  'server.refundRefused':
    'El procesador de pagos no hizo el reembolso, así que no se reembolsó nada. Inténtalo de nuevo en un momento.',
  'server.vehicleReserved': 'Otro comprador reservó este vehículo.',

  'reservation.title': 'Reserva',
  'reservation.none': 'El comprador no ha reservado este vehículo.',
  'reservation.status.PENDING':
    'Pago iniciado: el vehículo queda retenido hasta el {until} mientras el comprador paga.',
  'reservation.status.CHALLENGE': 'El banco del comprador le pide confirmar el pago.',
  'reservation.status.PROCESSING': 'El pago se está procesando.',
  'reservation.status.HELD': 'Pagado: el vehículo está retenido para el comprador hasta el {until}.',
  'reservation.status.DECLINED': 'La tarjeta fue rechazada ({reason}). No hay nada retenido.',
  'reservation.status.EXPIRED': 'La retención terminó el {until}; el depósito sigue pagado.',
  'reservation.status.RELEASED':
    'Liberado: el vehículo está disponible para otros compradores; el depósito sigue pagado.',
  'reservation.status.REFUNDED': 'Reembolsado por completo. No hay nada retenido.',
  'reservation.status.CANCELLED': 'El comprador se detuvo antes de pagar. No hay nada retenido.',
  'reservation.amount': 'Depósito',
  'reservation.refunded': 'Reembolsado',
  'reservation.receipt': 'Número de recibo',
  'reservation.paidAt': 'Pagado',
  'reservation.refundableUntil': 'El comprador puede cancelar hasta',
  'reservation.extendHours': 'Horas a añadir (1 a {max})',
  'reservation.extend': 'Extender la retención',
  'reservation.extended': 'La retención ahora termina el {until}.',
  'reservation.release': 'Liberar el vehículo',
  'reservation.releaseAsk':
    '¿Liberar el vehículo? Otros compradores podrán reservarlo de inmediato. Esto no reembolsa el depósito.',
  'reservation.releaseYes': 'Sí, liberarlo',
  'reservation.releaseNo': 'Mantener la retención',
  'reservation.released': 'Liberado: el vehículo está disponible para otros compradores.',
  'reservation.refundAmount': 'Importe a reembolsar ($), hasta {left}',
  'reservation.refund': 'Reembolsar…',
  'reservation.refundAsk': '¿Reembolsar {amount} a la tarjeta del comprador? No se puede deshacer.',
  'reservation.refundYes': 'Sí, reembolsar {amount}',
  'reservation.refundNo': 'No reembolsar',
  'reservation.refundDone': 'Se reembolsaron {amount} a la tarjeta del comprador.',
};
