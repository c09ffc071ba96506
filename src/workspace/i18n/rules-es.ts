/** The money and rules page's Spanish copy (spread into es.ts). */
import type { rulesEn } from './rules-en.ts';

export const rulesEs: Record<keyof typeof rulesEn, string> = {
  'shell.dealerRules': 'Cargos y reglas',

  'server.dealerFee': 'Escribe un importe en dólares y centavos del 0 al 5,000.',
  'server.taxZip':
    'Escribe un código postal de cinco dígitos, o déjalo vacío para calcular impuestos en la dirección del concesionario.',
  'server.taxZipUnknown': 'Escribe un código postal del estado del concesionario cuyos impuestos conozcamos.',

  'audit.action.dealerRules': 'Cambió cargos y reglas',
  'audit.action.dealerProtection': 'Cambió productos de protección',

  'shell.dealerProtection': 'Productos de protección',
  'server.productPrice': 'Escribe un precio en dólares y centavos del 0.01 al 5,000.',
  'server.productName': 'Escribe el nombre del producto (como máximo 80 caracteres).',
  'server.productDescription': 'Describe el producto en 500 caracteres como máximo.',
  'protection.title': 'Productos de protección',
  'protection.intro':
    'Los productos de protección propios de {dealer}, ofrecidos en la página del trato cuando los productos de protección están activos. Un producto retirado no se ofrece a tratos nuevos; los tratos que lo eligieron lo conservan.',
  'protection.product': 'Producto {number}',
  'protection.name': 'Nombre',
  'protection.price': 'Precio ($)',
  'protection.priceHint': 'Del 0.01 al 5,000.',
  'protection.description': 'Descripción',
  'protection.financedOnly': 'Solo tratos financiados (cubre el saldo de un préstamo o arrendamiento)',
  'protection.retired': 'Retirado',
  'protection.add': 'Agregar un producto',
  'protection.none': 'Aún no tienes productos propios.',
  'protection.save': 'Guardar productos de protección',
  'protection.saved': 'Guardado.',
  'field.products': 'Productos de protección',

  'rules.title': 'Cargos y reglas',
  'rules.back': 'Volver a clientes potenciales',
  'rules.intro':
    'Los cargos de cada trato en {dealer}, dónde se calculan sus impuestos y lo que ofrece a los compradores. Un cambio aparece en cada trato abierto en su próxima cotización.',
  'rules.docFee': 'Cargo por documentación ($)',
  'rules.docFeeHint': 'Tu cargo por documentación en cada trato, en dólares y centavos, del 0 al 5,000.',
  'rules.registrationFee': 'Cargo de registro ($)',
  'rules.registrationFeeHint': 'El cargo de registro y título en cada trato, del 0 al 5,000.',
  'rules.taxZip': 'Código postal para impuestos',
  'rules.taxZipHint':
    'Dónde se calculan los impuestos hasta que el comprador da su propio código postal. Déjalo vacío para usar tu dirección ({zip}); debe estar en tu estado.',
  'rules.flags': 'Lo que ofreces',
  'rules.flagsHint':
    'Indicadores propios del concesionario rigen la entrega a domicilio y los productos de protección.',
  'rules.driveAtHome': 'Entrega a domicilio',
  'rules.driveAtHomeHint': 'Los compradores pueden reservar una entrega o una prueba de manejo a domicilio.',
  'rules.protection': 'Productos de protección',
  'rules.protectionHint': 'Se ofrecen tus productos de protección en la página del trato.',
  'rules.save': 'Guardar cargos y reglas',
  'rules.saved': 'Guardado.',

  'field.docFee': 'Cargo por documentación',
  'field.registrationFee': 'Cargo de registro',
  'field.taxZip': 'Código postal para impuestos',
  'field.driveAtHomeEnabled': 'Entrega a domicilio',
  'field.protectionProductsEnabled': 'Productos de protección',

  'server.depositAmount': 'Escribe un depósito de $50 a $5,000.',
  'server.refundDays': 'Escribe de 0 a 30 días.',
  'server.holdHours': 'Escribe de 1 a 336 horas.',
  'audit.action.dealerDeposits': 'Cambió depósitos',
  'deposits.title': 'Depósitos',
  'deposits.intro':
    'Los compradores pueden reservar un vehículo en {dealer} con un depósito reembolsable pagado con tarjeta: el auto queda apartado para ellos y pueden cancelar con reembolso total dentro de los días que fijes. Un cambio se aplica a las nuevas reservas.',
  'deposits.enabled': 'Aceptar depósitos',
  'deposits.enabledHint': 'Los compradores ven “Reservar este vehículo” en las páginas del trato y del vehículo.',
  'deposits.amount': 'Depósito ($)',
  'deposits.amountHint': 'Dólares enteros o con centavos, de 50 a 5,000.',
  'deposits.refundDays': 'Reembolsable durante (días)',
  'deposits.refundDaysHint': 'Días tras el pago en los que el comprador puede cancelar con reembolso total, de 0 a 30.',
  'deposits.holdHours': 'Apartar el vehículo durante (horas)',
  'deposits.holdHoursHint': 'Cuánto tiempo un depósito pagado aparta el auto de otros compradores, de 1 a 336.',
  'deposits.save': 'Guardar depósitos',
  'deposits.saved': 'Guardado.',
  'field.enabled': 'Aceptar depósitos',
  'field.amountCents': 'Depósito',
  'field.refundDays': 'Días reembolsables',
  'field.holdHours': 'Horas apartado',
};
