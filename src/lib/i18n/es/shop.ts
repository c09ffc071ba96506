import type { shop as en } from '../en/shop.ts';

export const shop: Record<keyof typeof en, string> = {
  'shop.estimate.start': 'Calcular pagos',
  'shop.estimate.busy': 'Iniciando su oferta…',
  'shop.estimate.failed': 'No pudimos iniciar su oferta.',

  'shop.dealType.FINANCE': 'Financiamiento',
  'shop.dealType.LEASE': 'Arrendamiento',
  'shop.dealType.CASH': 'Contado',

  'shop.listings.inTransit': 'En tránsito',
  'shop.listings.reserved': 'Reservado',
  'shop.listings.inTransitUntil': 'En tránsito · llega el {date}',
  'shop.listings.priceWithRebates': 'Precio con reembolsos',
  'shop.listings.price': 'Precio',

  'shop.garage.link': 'Mi Garaje',
  'shop.garage.linkOne': 'Mi Garaje, {count} oferta guardada',
  'shop.garage.linkMany': 'Mi Garaje, {count} ofertas guardadas',
} as const;
