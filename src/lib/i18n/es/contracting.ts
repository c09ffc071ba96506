import type { contracting as en } from '../en/contracting.ts';

export const contracting: Record<keyof typeof en, string> = {
  'contracting.loading': 'Cargando su contrato…',
  'contracting.progress': 'Paso {step} de {total}',
  'contracting.backToDeal': 'Volver a su oferta',

  'contracting.signIn.heading': 'Inicie sesión para firmar en línea',
  'contracting.signIn.body':
    'Para firmar un contrato en línea necesita su cuenta: confirmamos que es usted con un código al teléfono o al correo de la cuenta.',
  'contracting.signIn.signIn': 'Iniciar sesión',
  'contracting.signIn.create': 'Crear una cuenta',

  'contracting.unavailable.heading': 'No se puede firmar en línea esta oferta',
  'contracting.unavailable.CASH_DEAL':
    'La firma en línea es para ofertas de financiamiento y de arrendamiento. En una compra al contado, el concesionario completa los documentos con usted.',
  'contracting.unavailable.NO_QUOTE':
    'Elija un pago de financiamiento o de arrendamiento en su oferta y guárdela; después vuelva aquí para firmar.',
  'contracting.unavailable.CHOOSE_OFFER_heading': 'Primero elija una de sus propuestas aprobadas',
  'contracting.unavailable.CHOOSE_OFFER':
    'Los prestamistas aprobaron su solicitud de financiamiento. Elija la propuesta que quiere en sus opciones de financiamiento: su contrato es esa propuesta, con su tasa y su plazo.',
  'contracting.unavailable.OFFER_CHANGED_heading': 'Su propuesta elegida ya no aplica',
  'contracting.unavailable.OFFER_CHANGED':
    'Su oferta cambió desde que eligió su propuesta: el monto a financiar es otro. Envíe su solicitud de nuevo, o deje su oferta como estaba, y luego elija una propuesta.',
  'contracting.unavailable.toOptions': 'Ver sus opciones de financiamiento',

  'contracting.verify.heading': 'Confirme que es usted',
  'contracting.verify.lead': 'Antes de firmar, enviamos un código de 6 dígitos al teléfono o al correo de su cuenta.',

  'contracting.consent.heading': 'Usar registros electrónicos',
  'contracting.consent.lead': 'Para firmar en línea, acepta recibir su contrato y sus registros por vía electrónica.',
  'contracting.consent.agreeField': 'Consentimiento de registros electrónicos',
  'contracting.consent.required': 'Acepte usar registros electrónicos para continuar',
  'contracting.consent.continue': 'Continuar',
  'contracting.consent.saving': 'Guardando…',

  'contracting.contract.heading': 'Revise y firme su contrato',
  'contracting.contract.signedHeading': 'Su contrato firmado',
  'contracting.contract.lead': 'Estas son las cifras finales de su oferta. Revíselas y luego firme.',
  'contracting.contract.approvedOffer':
    '{lender}, propuesta aprobada: tasa (APR) de {apr}, {term} meses, {payment}/mes.',
  'contracting.better': '{lender} le aprobó un pago menor: {payment}/mes con una tasa (APR) de {apr} a {term} meses.',
  'contracting.better.link': 'Ver sus propuestas aprobadas',
  'contracting.contract.FINANCE': 'Contrato de venta a plazos con {lender}',
  'contracting.contract.LEASE': 'Contrato de arrendamiento con {lender}',
  'contracting.contract.buyer': 'Comprador',
  'contracting.contract.dealer': 'Concesionario',
  'contracting.contract.vehicle': 'Vehículo',
  'contracting.contract.vin': 'VIN {vin}, inventario {stock}',
  'contracting.contract.NEW': 'Nuevo',
  'contracting.contract.USED': 'Usado',
  'contracting.contract.disclosures': 'Términos principales',
  'contracting.contract.payments': '{count} pagos de {amount}',
  'contracting.contract.paymentsWithFinal': '{count} pagos de {amount} y uno final de {final}',
  'contracting.contract.schedule': 'Sus pagos:',
  'contracting.contract.figures': 'Todas las cifras',

  'contracting.sign.heading': 'Firmar',
  'contracting.sign.name': 'Su nombre completo (su firma)',
  'contracting.sign.nameHint': 'Escriba su nombre y apellido como figuran en su cuenta: {name}.',
  'contracting.sign.mismatch': 'Escriba su nombre como figura en su cuenta: {name}',
  'contracting.sign.agree': 'Leí este contrato, acepto sus términos y lo firmo electrónicamente.',
  'contracting.sign.agreeRequired': 'Acepte el contrato para firmarlo',
  'contracting.sign.button': 'Firmar contrato',
  'contracting.sign.signing': 'Firmando…',
  'contracting.sign.changed':
    'Las cifras de su oferta cambiaron desde que se mostró esta página. Revise las nuevas cifras, acéptelas y vuelva a firmar.',
  'contracting.signed.by': 'Firmado por {name} el {date}.',
  'contracting.signed.nextSteps': 'Ver los próximos pasos',

  'contracting.next.heading': 'Próximos pasos',
  'contracting.next.lead': 'Firmó su contrato del {vehicle} el {date}. Esto es lo que sigue.',
  'contracting.next.copy': 'Le enviamos por correo una copia de lo que firmó.',
  'contracting.next.review.heading': 'El concesionario revisa su contrato',
  'contracting.next.review.FINANCE':
    '{dealer} revisa su contrato firmado y confirma su financiamiento con {lender}. Se comunicará con usted, por lo general en un día hábil.',
  'contracting.next.review.LEASE':
    '{dealer} revisa su contrato firmado y confirma su arrendamiento con {lender}. Se comunicará con usted, por lo general en un día hábil.',
  'contracting.next.documents.heading': 'Documentos que debe traer',
  'contracting.next.license': 'Su licencia de conducir',
  'contracting.next.insurance': 'Comprobante de seguro de este vehículo',
  'contracting.next.tradePapers': 'El título o los datos del préstamo de su vehículo de intercambio, y su registro',
  'contracting.next.delivery.heading': 'Recogida o entrega',
  'contracting.next.delivery.body': 'Recoja su vehículo en {dealer}, {address}, o pida que se lo entreguen en su casa.',
  'contracting.next.driveAtHome': 'Entrega en su casa',
  'contracting.next.contactDealer': 'Comunicarse con el concesionario',
  'contracting.next.viewContract': 'Ver su contrato firmado',
};
