/**
 * The hosted card field's words in English and Spanish: the provider renders its page with them and the
 * field's script words itself again with them when the widget's language changes (a plain module, served as it is).
 */
export const COPY = {
  en: {
    title: 'Card details',
    number: 'Card number',
    expiry: 'Expiration date (MM / YY)',
    cvc: 'Security code (CVC)',
    zip: 'ZIP code',
    sandbox: 'Sandbox card field: use a test card such as 4242 4242 4242 4242.',
    challengeTitle: '3-D Secure test page',
    challengeText:
      'This is a test version of a 3-D Secure authentication. In live mode your bank would ask you to confirm this payment.',
    complete: 'Complete',
    fail: 'Fail',
    invalid: 'This payment form could not be opened. Close it and try again.',
  },
  es: {
    title: 'Datos de la tarjeta',
    number: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento (MM / AA)',
    cvc: 'Código de seguridad (CVC)',
    zip: 'Código postal',
    sandbox: 'Campo de tarjeta de pruebas: usa una tarjeta de prueba como 4242 4242 4242 4242.',
    challengeTitle: 'Página de prueba de 3-D Secure',
    challengeText:
      'Esta es una versión de prueba de una autenticación 3-D Secure. En modo real, tu banco te pediría confirmar este pago.',
    complete: 'Completar',
    fail: 'Fallar',
    invalid: 'No se pudo abrir este formulario de pago. Ciérralo y vuelve a intentarlo.',
  },
};
