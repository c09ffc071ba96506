import type { garage as en } from '../en/garage.ts';

export const garage: Record<keyof typeof en, string> = {
  'shop.garage.heading': 'Mi Garaje',
  'shop.garage.signInTitle': 'Inicie sesión para ver su garaje',
  'shop.garage.signInBody': 'Sus ofertas guardadas y los vehículos que vio se guardan en su cuenta.',
  'shop.garage.signIn': 'Iniciar sesión',
  'shop.garage.savedDeals': 'Ofertas guardadas',
  'shop.garage.dealsLoading': 'Cargando ofertas guardadas…',
  'shop.garage.noDeals': 'Aún no tiene ofertas guardadas.',
  'shop.garage.noDealsHint': 'Abra un vehículo, elija “Calcular pagos” y guarde la oferta para tenerla aquí.',
  'shop.garage.monthly': '{amount}/mes',
  'shop.garage.creditAssumes': 'Calculado para crédito {tier} ({range}).',
  'shop.garage.cash': '{amount} de contado',
  'shop.garage.updated': 'Actualizada el {date}',
  'shop.garage.recentlyViewed': 'Vistos recientemente',
  'shop.garage.recentLoading': 'Cargando vehículos vistos recientemente…',
  'shop.garage.noRecent': 'Aún no ha visto ningún vehículo.',
  'shop.garage.noRecentHint': 'Los vehículos que mire aparecerán aquí.',
};
