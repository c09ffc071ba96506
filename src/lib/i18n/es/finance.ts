import type { finance as en } from '../en/finance.ts';

export const finance: Record<keyof typeof en, string> = {
  'finance.heading': 'Solicitud de financiamiento',
  'finance.lead':
    'Solicite financiamiento para su {vehicle}. Guardamos cada paso a medida que avanza, así que puede terminar más tarde.',
  'finance.loading': 'Cargando su solicitud…',
  'finance.progress': 'Paso {step} de {total}',
  'finance.back': 'Atrás',
  'finance.continue': 'Guardar y continuar',
  'finance.saving': 'Guardando…',
  'finance.backToDeal': 'Volver a su oferta',
  'finance.off.heading': 'Esta es una compra al contado',
  'finance.off.body':
    'La solicitud de financiamiento es para ofertas de financiamiento y arrendamiento. Elija Financiamiento o Arrendamiento en su oferta para solicitar financiamiento.',
  'finance.sent': 'Enviada a los prestamistas el {date}.',
  'finance.sentEdited':
    'Cambió su solicitud después de enviarla el {date}. Envíela de nuevo para actualizar sus opciones.',
  'finance.seeOptions': 'Ver sus opciones de financiamiento',

  'finance.step.identity': 'Sobre usted',
  'finance.step.residence': 'Dónde vive',
  'finance.step.employment': 'Empleo e ingresos',
  'finance.step.coApplicant': 'Cosolicitante',
  'finance.step.review': 'Revisar y enviar',

  'finance.field.dateOfBirth': 'Fecha de nacimiento (MM/DD/AAAA)',
  'finance.field.ssn': 'Número de Seguro Social',
  'finance.ssn.hint': 'Lo ciframos y solo mostramos sus últimos cuatro dígitos.',
  'finance.ssn.onFile': 'Registrado: {masked}. Déjelo así para conservarlo, o escriba un número nuevo.',
  'finance.dob.onFile': 'Registrada. Déjela así para conservarla, o escríbala de nuevo.',
  'finance.ssn.invalid': 'Escriba un Número de Seguro Social válido de 9 dígitos',
  'finance.dob.invalid': 'Escriba su fecha de nacimiento como MM/DD/AAAA',
  'finance.dob.tooYoung': 'Debe tener {age} años o más para presentar la solicitud',

  'finance.residence.addressHeading': 'Domicilio',
  'finance.field.housingStatus': 'Vivienda',
  'finance.housing.OWN': 'Propia',
  'finance.housing.RENT': 'Alquilada',
  'finance.housing.OTHER': 'Otra',
  'finance.field.monthlyHousingPayment': 'Alquiler o hipoteca mensual ($)',
  'finance.field.yearsAtAddress': 'Años en este domicilio',
  'finance.field.monthsAtAddress': 'Y meses (0-11)',

  'finance.field.employmentStatus': 'Situación laboral',
  'finance.employment.choose': 'Elija una',
  'finance.employment.EMPLOYED': 'Empleado',
  'finance.employment.SELF_EMPLOYED': 'Trabajador independiente',
  'finance.employment.RETIRED': 'Jubilado',
  'finance.employment.STUDENT': 'Estudiante',
  'finance.employment.UNEMPLOYED': 'Sin empleo',
  'finance.employment.OTHER': 'Otra',
  'finance.field.employer': 'Empleador',
  'finance.field.title': 'Cargo',
  'finance.field.yearsAtJob': 'Años en este empleo',
  'finance.field.monthsAtJob': 'Y meses (0-11)',
  'finance.field.grossAnnualIncome': 'Ingreso anual bruto ($)',
  'finance.field.otherAnnualIncome': 'Otros ingresos anuales ($, opcional)',
  'finance.field.otherIncomeSource': 'Origen de otros ingresos',
  'finance.amount.invalid': '{field} debe ser una cantidad en dólares enteros',

  'finance.field.hasCoApplicant': '¿Alguien presenta la solicitud con usted?',
  'finance.co.no': 'No, solo yo',
  'finance.co.yes': 'Sí, un cosolicitante',
  'finance.co.lead': 'Un cosolicitante comparte el préstamo: sus ingresos cuentan y también firma.',
  'finance.co.about': 'Sobre su cosolicitante',
  'finance.co.address': 'Su domicilio',
  'finance.co.employment': 'Su empleo e ingresos',
  'finance.field.sameAddress': 'Vive en mi domicilio',

  'finance.field.agree': 'Aceptación',
  'finance.submit': 'Enviar mi solicitud',
  'finance.submitting': 'Enviando a los prestamistas…',
  'finance.submit.unavailable':
    'No pudimos comunicarnos con los prestamistas. Su solicitud está guardada; inténtelo de nuevo.',
  'finance.submit.tooMany': 'Demasiadas solicitudes hoy. Inténtelo de nuevo en {wait}.',
  'finance.submit.off':
    'Esta oferta ahora es al contado: la solicitud de financiamiento es para ofertas de financiamiento y arrendamiento.',
};
