import type { errors as en } from '../en/errors.ts';

export const errors: Record<keyof typeof en, string> = {
  'notFound.heading': 'No encontramos esa página',
  'notFound.body': 'Es posible que el enlace sea antiguo o esté mal escrito.',
  'errorPage.heading': 'Algo salió mal',
  'errorPage.body': 'No pudimos mostrar esta página. Inténtelo de nuevo en un momento.',
  'errorPage.code': 'Error: {name} ({code})',
  'errorPage.campaignNotFound': 'Esta página de compras no existe. Revise el enlace que siguió.',
  'errorPage.campaignDisabled': 'Este programa de compras terminó, así que sus páginas están cerradas.',
  'errorPage.vehicleNotFound': 'Este vehículo ya no está disponible. Es posible que se haya vendido.',
  'errorPage.shopOther': 'Ver otros vehículos',
};
