/** The inventory feed page's Spanish copy (spread into es.ts). */
import type { inventoryEn } from './inventory-en.ts';

export const inventoryEs: Record<keyof typeof inventoryEn, string> = {
  'shell.inventory': 'Inventario',
  'audit.action.dealerInventoryImport': 'Importó un archivo de inventario',

  'inventory.title': 'Archivo de inventario',
  'inventory.back': 'Volver a los clientes potenciales',
  'inventory.intro':
    'Sube el archivo CSV del inventario de {dealer} de tu proveedor de sitio web o herramienta de inventario: una fila por vehículo, columnas por nombre (VIN, Stock, Type, Year, Make, Model, Trim, Price, MSRP, Miles, Photos…). Los vehículos se identifican por su VIN.',
  'inventory.file': 'Archivo (CSV, hasta 5 MB)',
  'inventory.fullFeed': 'Inventario completo: los vehículos que no estén en este archivo se marcan como vendidos',
  'inventory.upload': 'Subir archivo',
  'inventory.uploading': 'Subiendo e importando…',
  'inventory.chooseFile': 'Elige un archivo CSV para subir.',
  'inventory.done':
    'Importado {file}: {added} añadidos, {updated} actualizados, {sold} vendidos, {rejected} rechazados.',
  'inventory.history': 'Importaciones',
  'inventory.noImports': 'Todavía no se ha importado ningún archivo.',
  'inventory.col.when': 'Cuándo',
  'inventory.col.source': 'Origen',
  'inventory.col.file': 'Archivo',
  'inventory.col.read': 'Filas leídas',
  'inventory.col.added': 'Añadidos',
  'inventory.col.updated': 'Actualizados',
  'inventory.col.sold': 'Vendidos',
  'inventory.col.rejected': 'Rechazados',
  'inventory.source.upload': 'Subida',
  'inventory.source.url': 'URL del archivo',
  'inventory.full': '(inventario completo)',
  'inventory.rejectedOf': 'Filas rechazadas de la importación del {when}',
  'inventory.col.line': 'Línea',
  'inventory.col.reason': 'Motivo',
};
