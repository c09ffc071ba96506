import type { home as en } from '../en/home.ts';

export const home: Record<keyof typeof en, string> = {
  'home.capabilitiesHeading': 'Lo que puede hacer aquí',
  'home.cap.estimate': 'Calcular pagos',
  'home.cap.estimateBody':
    'Pagos de financiamiento, arrendamiento y contado con impuestos y cargos, exactos al centavo.',
  'home.cap.shopNew': 'Comprar nuevos',
  'home.cap.shopNewBody': 'Vea los vehículos nuevos en inventario y en camino.',
  'home.cap.shopUsed': 'Comprar usados',
  'home.cap.shopUsedBody': 'Vea vehículos usados con su millaje e historial.',
  'home.cap.garage': 'Mi garaje',
  'home.cap.garageBody': 'Retome las ofertas que guardó.',
  'home.cap.trade': 'Valore su vehículo',
  'home.cap.tradeBody': 'Una oferta garantizada por el vehículo que tiene ahora, desde su VIN o su placa.',
  'home.cap.personalShopper': 'Hable con un asesor de compras personal',
  'home.cap.personalShopperBody': '¿Preguntas sobre un vehículo o sus pagos? Una persona real está aquí para ayudarle.',
  'home.cap.warranty': 'Garantía de por vida',
  'home.cap.warrantyBody': 'Una garantía de por vida del tren motriz sin costo.',
  'home.account.heading': 'Desbloquee sus pagos personalizados',
  'home.account.body': 'Cree una cuenta para guardar ofertas, obtener una oferta garantizada por su vehículo y más.',
  'home.account.create': 'Crear cuenta',
  'home.account.signIn': 'Iniciar sesión',
  'home.stock.heading': 'Del inventario de {dealer}',
  'home.stock.loading': 'Cargando vehículos…',
  'home.stock.empty': 'No hay vehículos en inventario en este momento. Vuelva pronto.',
  'home.stock.all': 'Ver los {count} vehículos',
};
