import type { deal as en } from '../en/deal.ts';

/** Textos de la página de la oferta. */
export const deal: Record<keyof typeof en, string> = {
  'deal.heading': 'Su oferta',
  'deal.priceLock': 'Precio asegurado por {dealer} hasta el {date}',
  'deal.loading': 'Cargando su oferta…',
  'deal.vehicle.loading': 'Cargando vehículo…',

  'deal.tabs.label': 'Tipo de pago',
  'deal.tab.FINANCE': 'Financiamiento',
  'deal.tab.LEASE': 'Arrendamiento',
  'deal.tab.CASH': 'Contado',

  'deal.monthly.label': 'Su pago mensual total',
  'deal.monthly.value': '{amount}/mes',
  'deal.monthly.finance': '{term} meses al {apr} de APR con {lender}',
  'deal.monthly.lease': 'Arrendamiento: {term} meses, {miles} millas al año, con {lender}',
  'deal.monthly.dueAtSigning': '{amount} a pagar al firmar',
  'deal.monthly.total': 'Total de pagos: {amount}',
  'deal.monthly.none': 'Elija una cotización para ver su pago.',
  'deal.credit.assumes': 'Calculado para crédito {tier} ({range}).',
  'deal.credit.from.DEFAULT': 'Empezamos por el rango más bajo hasta que nos diga el suyo.',
  'deal.credit.from.SELF_SELECTED': 'El rango que eligió.',
  'deal.credit.from.PROFILE': 'Según su cuenta.',
  'deal.credit.from.BUREAU': 'Según su precalificación.',
  'deal.credit.pick': 'Elija su rango de crédito',
  'deal.credit.change': 'Cambie su rango de crédito',
  'deal.updating': 'Actualizando su pago…',

  'deal.details.open': 'Ver detalles del pago',
  'deal.details.title': 'Detalles del pago',

  'deal.controls.heading': 'Ajuste su pago',
  'deal.update': 'Actualizar',
  'deal.down.label': 'Pago inicial',
  'deal.down.hint': 'En dólares enteros.',
  'deal.down.minimum': 'Pago inicial mínimo: {amount}',
  'deal.down.invalid': 'Escriba el pago inicial como una cantidad en dólares',
  'deal.down.noQuotes':
    'Ningún prestamista ofrece una cotización con este pago inicial. Pruebe con una cantidad menor.',
  'deal.term.label': 'Plazo',
  'deal.term.option': '{term} meses',
  'deal.term.unavailable':
    'No hay cotización a {term} meses con este prestamista; se muestra el plazo de {actual} meses.',
  'deal.lender.label': 'Prestamista',
  'deal.lender.all': 'Todos los prestamistas',
  'deal.lender.captive': 'Financiamiento del fabricante',
  'deal.lender.nonCaptive': 'Bancos y cooperativas de crédito',
  'deal.mileage.label': 'Millas por año',
  'deal.mileage.whole': 'Escriba millas enteras',
  'deal.mileage.max': 'El millaje debe ser de 50,000 millas o menos',
  'deal.mileage.noQuotes': 'Ningún prestamista ofrece un arrendamiento con este millaje. Pruebe con otra cantidad.',

  'deal.quotes.legend': 'Elija prestamista y plazo',
  'deal.quotes.finance': '{lender}: {amount}/mes por {term} meses al {apr} de APR, total de pagos {total}',
  'deal.quotes.lease':
    '{lender}: arrendamiento a {amount}/mes por {term} meses, {miles} millas al año, {due} al firmar, total de pagos {total}',
  'deal.quotes.captive': 'Prestamista del fabricante',
  'deal.quotes.empty':
    'Ninguna cotización coincide con el prestamista elegido. Elija Todos los prestamistas para verlas todas.',
  'deal.quotes.loadingFinance': 'Cargando cotizaciones de financiamiento…',
  'deal.quotes.loadingLease': 'Cargando cotizaciones de arrendamiento…',

  'deal.downChange.title': 'Su pago inicial cambió',
  'deal.downChange.body':
    'El prestamista exige al menos {amount} de pago inicial para esta oferta, así que usamos {amount} en lugar de {requested}. Su pago está actualizado.',
  'deal.downChange.ok': 'Aceptar',

  'deal.cash.heading': 'Pago de contado',
  'deal.cash.loading': 'Cargando su precio de contado…',

  'deal.offers.loading': 'Cargando las ofertas del programa…',

  'deal.gone.signedOut': 'No podemos mostrar esta oferta aquí. Si es suya, inicie sesión para verla.',
  'deal.gone.signedIn': 'No encontramos esta oferta en su cuenta.',
  'deal.gone.signIn': 'Iniciar sesión',
  'deal.gone.garage': 'Ir a Mi garaje',
  'deal.gone.shop': 'Ver vehículos',
};
