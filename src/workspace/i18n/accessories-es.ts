/** The accessory catalogue's Spanish copy (spread into es.ts). */
import type { accessoriesEn } from './accessories-en.ts';

export const accessoriesEs: Record<keyof typeof accessoriesEn, string> = {
  'audit.action.dealerAccessories': 'Cambió el catálogo de accesorios',

  'server.accessoryPrice': 'Escribe un precio en dólares y centavos del 0.01 al 25,000.',
  'server.accessoryName': 'Escribe el nombre del accesorio (como máximo 80 caracteres).',
  'server.accessoryDescription': 'Describe el accesorio en 300 caracteres como máximo.',
  'server.accessoryCategory': 'Elige una categoría.',
  'server.accessoryFits':
    'Indica de 1 a 30 vehículos en los que se instala: una marca y un modelo, cada uno de 40 caracteres como máximo, * para cualquiera.',
  'server.accessoriesMax': 'Como máximo 60 accesorios.',
  'server.noSuchAccessory': 'No existe ese accesorio',

  'accessories.title': 'Catálogo de accesorios',
  'accessories.intro':
    'Los accesorios de {dealer}, ofrecidos en el paso de accesorios del trato para los vehículos en que se instalan. Un accesorio retirado sale del catálogo de los compradores; los tratos que lo guardaron lo conservan a su precio.',
  'accessories.item': 'Accesorio {number}',
  'accessories.name': 'Nombre',
  'accessories.category': 'Categoría',
  'accessories.price': 'Precio instalado ($)',
  'accessories.priceHint': 'Se suma al precio de venta del vehículo, del 0.01 al 25,000.',
  'accessories.description': 'Descripción',
  'accessories.fits': 'Se instala en',
  'accessories.fitsHint':
    'Un vehículo por línea, marca / modelo como los escribe tu inventario. * para cualquiera: “Toyota / *” sirve para todo Toyota, “*” para todo vehículo.',
  'accessories.retired': 'Retirado',
  'accessories.add': 'Agregar un accesorio',
  'accessories.none': 'Aún no tienes accesorios.',
  'accessories.save': 'Guardar catálogo de accesorios',
  'accessories.saved': 'Guardado.',
  'accessories.category.INTERIOR': 'Interior',
  'accessories.category.EXTERIOR': 'Exterior',
  'accessories.category.CARGO': 'Carga',
  'accessories.category.TOWING': 'Remolque',
  'accessories.category.WHEELS': 'Ruedas',
  'accessories.category.TECHNOLOGY': 'Tecnología',
  'field.accessories': 'Catálogo de accesorios',
};
