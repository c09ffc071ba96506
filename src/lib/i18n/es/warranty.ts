import type { warranty as en } from '../en/warranty.ts';

export const warranty: Record<keyof typeof en, string> = {
  'warranty.heading': 'Garantía de por vida',
  'warranty.lead': 'Cada vehículo elegible incluye una garantía de tren motriz de por vida sin costo para usted.',
  'warranty.plansHeading': 'Planes de contrato de servicio del vehículo',
  'warranty.plansLead': '¿Quiere cubrir más que el tren motriz? Elija uno de los tres planes de cobertura.',
  'warranty.col.plan': 'Plan',
  'warranty.col.price': 'Precio',
  'warranty.col.miles': 'Límite de millaje',
  'warranty.plan.basic': 'Cobertura básica',
  'warranty.plan.peaceOfMind': 'Tranquilidad',
  'warranty.plan.lifetime': 'Cobertura de por vida',
  'warranty.perMonth': '{amount} al mes',
  'warranty.miles': '{miles} millas',
  'warranty.unlimited': 'Ilimitado',
  'warranty.note':
    'Puede agregar un plan a una oferta con el concesionario. Los términos y la elegibilidad están en el contrato.',
  'warranty.shop': 'Comprar vehículos',
};
