import type { financeResults as en } from '../en/finance-results.ts';

export const financeResults: Record<keyof typeof en, string> = {
  'finance.review.lead': 'Revise sus respuestas y luego envíe su solicitud a los prestamistas.',
  'finance.review.edit': 'Editar {section}',
  'finance.review.name': 'Nombre',
  'finance.review.contact': 'Correo electrónico y teléfono',
  'finance.review.dateOfBirth': 'Fecha de nacimiento',
  'finance.review.ssn': 'Número de Seguro Social',
  'finance.review.address': 'Domicilio',
  'finance.review.housing': 'Vivienda',
  'finance.review.housingValue': '{status}, {payment} al mes',
  'finance.review.time': 'Tiempo ahí',
  'finance.review.timeValue': '{years} años, {months} meses',
  'finance.review.employment': 'Empleo',
  'finance.review.income': 'Ingreso anual',
  'finance.review.otherIncome': '{amount} de {source}',
  'finance.review.coApplicant': 'Cosolicitante',
  'finance.review.none': 'Ninguno',
  'finance.review.authorizationHeading': 'Su autorización',
  'finance.options.heading': 'Sus opciones de financiamiento',
  'finance.options.loading': 'Cargando sus opciones de financiamiento…',
  'finance.options.lead':
    'Lo que respondió cada prestamista para su {vehicle}, por {amount} financiados (crédito {tier}), el {date}.',
  'finance.options.empty': 'Todavía no ha enviado una solicitud de financiamiento para esta oferta.',
  'finance.options.apply': 'Solicitar financiamiento',
  'finance.options.update': 'Actualizar su solicitud',
  'finance.options.approvedHeading': 'Aprobadas',
  'finance.options.declinedHeading': 'No aprobadas',
  'finance.options.noneApproved':
    'Ningún prestamista aprobó esta solicitud. Un pago inicial mayor, un cosolicitante o un vehículo más económico pueden ayudar.',
  'finance.options.apr': 'Tasa (APR)',
  'finance.options.term': 'Plazo',
  'finance.options.months': '{months} meses',
  'finance.options.maxAmount': 'Financia hasta',
  'finance.options.monthly': 'Pago mensual',
  'finance.options.conditions': 'Antes de financiar, el prestamista pide:',
  'finance.options.chooseLead':
    'Elija la propuesta que quiere: su oferta se calcula con ella y firma en línea exactamente con sus condiciones.',
  'finance.options.choose': 'Elegir esta propuesta',
  'finance.options.chooseLabel': 'Elegir esta propuesta de {lender}',
  'finance.options.choosing': 'Eligiendo…',
  'finance.options.chosen': 'Propuesta elegida',
  'finance.options.chosenNow': 'Eligió la propuesta de {lender}. Su oferta ahora se calcula con ella.',
  'finance.options.signOnline': 'Firmar en línea',
  'finance.options.blocked.APPLICATION_CHANGED':
    'Cambió su solicitud después de que respondieron los prestamistas. Envíela de nuevo para elegir una propuesta.',
  'finance.options.blocked.DEAL_CHANGED':
    'Su oferta cambió después de que respondieron los prestamistas: el monto a financiar es otro. Envíe su solicitud de nuevo para elegir una propuesta para ella.',
  'finance.options.better.CHOSEN':
    '{lender} aprobó un pago menor: {payment}/mes con una tasa (APR) de {apr} a {term} meses. Su propuesta elegida de {current} es de {currentPayment}/mes.',
  'finance.options.better.PRE_APPROVAL':
    '{lender} aprobó un pago menor: {payment}/mes con una tasa (APR) de {apr} a {term} meses. Su oferta usa su preaprobación de {current} de {currentPayment}/mes.',
  'finance.options.better.QUOTE':
    '{lender} aprobó un pago menor: {payment}/mes con una tasa (APR) de {apr} a {term} meses. Su oferta ahora es de {currentPayment}/mes con {current}.',
  'finance.condition.PROOF_OF_INSURANCE': 'Comprobante de seguro con cobertura total',
  'finance.condition.PROOF_OF_INCOME':
    'Comprobante de ingresos (talones de pago recientes o declaraciones de impuestos)',
  'finance.condition.PROOF_OF_RESIDENCE':
    'Comprobante de domicilio (una factura de servicios o un contrato de alquiler)',
  'finance.condition.EMPLOYMENT_VERIFICATION': 'Una llamada para verificar su empleo',
  'finance.decline.CREDIT': 'Su rango de crédito es inferior al que aprueba este prestamista.',
  'finance.decline.INCOME': 'El pago es mayor de lo que permiten sus ingresos junto con su pago de vivienda.',
  'finance.decline.AMOUNT': 'La cantidad es mayor de lo que este prestamista le financia (hasta {amount}).',
  'finance.decline.VEHICLE': 'Este prestamista no financia este vehículo.',
  'finance.decline.NOTHING_TO_FINANCE': 'Queda muy poco por financiar para un préstamo.',
};
