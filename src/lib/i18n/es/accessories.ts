/** Accessories copy in Spanish: same keys as en/accessories.ts. */
import type { accessories as en } from '../en/accessories.ts';

export const accessories: Record<keyof typeof en, string> = {
  'accessories.heading': 'Accesorios',
  'accessories.lead': 'Accesorios instalados por el concesionario para su {vehicle}, añadidos a su oferta.',
  'accessories.loading': 'Cargando accesorios…',
  'accessories.empty': 'No hay accesorios para este vehículo',
  'accessories.note':
    'Los precios incluyen la instalación. Los accesorios forman parte del precio del vehículo, por lo que pagan impuesto sobre las ventas.',
  'accessories.category.INTERIOR': 'Interior',
  'accessories.category.EXTERIOR': 'Exterior',
  'accessories.category.CARGO': 'Carga y techo',
  'accessories.category.TOWING': 'Remolque',
  'accessories.category.WHEELS': 'Ruedas y llantas',
  'accessories.category.TECHNOLOGY': 'Tecnología',
  'accessories.field': 'Accesorio',
  'accessories.selected.none': 'Ningún accesorio seleccionado',
  'accessories.selected.one': '1 accesorio seleccionado: {total}',
  'accessories.selected.many': '{count} accesorios seleccionados: {total}',
  'accessories.unsaved': 'Sus cambios aún no están guardados.',
  'accessories.save': 'Guardar accesorios',
  'accessories.saving': 'Guardando…',
  'accessories.saved': 'Accesorios guardados.',
  'accessories.result.heading': 'Su oferta ahora',
  'accessories.result.monthly': 'Su nuevo pago mensual: {amount}/mes',
  'accessories.result.cash': 'Su nuevo precio de contado: {amount}',
  'accessories.result.finance': 'Financiamiento, {term} meses',
  'accessories.result.lease': 'Arrendamiento, {term} meses',
  'accessories.result.cashPrice': 'Precio de contado',
  'accessories.result.perMonth': '{amount}/mes',
  'accessories.backToDeal': 'Volver a su oferta',
};
