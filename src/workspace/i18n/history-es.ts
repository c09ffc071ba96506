/** The settings history's Spanish copy (spread into es.ts). */
export const historyEs = {
  'server.noEarlierVersion': 'No hay una versión anterior a la que volver.',
  'server.settingsChangedMeanwhile':
    'Otra persona guardó estos ajustes en el mismo momento. Vuelva a cargar e inténtelo de nuevo.',
  'server.versionNoLongerFits': 'Esa versión ya no encaja con los ajustes actuales; cámbielos a mano.',

  'audit.action.settingsRevert': 'Volvió a una versión anterior de los ajustes',
  'audit.changed': 'Cambió: {fields}',

  'history.titleOf': '{what}: historial de cambios',
  'history.show': 'Mostrar las versiones ({count})',
  'history.hide': 'Ocultar las versiones',
  'history.caption': 'Versiones guardadas de estos ajustes, de la más reciente a la más antigua',
  'history.col.version': 'Versión',
  'history.col.when': 'Cuándo',
  'history.col.who': 'Quién',
  'history.col.changed': 'Qué cambió',
  'history.initial': 'Como se configuró al principio',
  'history.system': 'Configuración',
  'history.reverted': 'Volvió a la versión {version}: {fields}',
  'history.nothing': 'Sin cambios todavía.',
  'history.empty':
    'Todavía no se ha cambiado en el espacio de trabajo. Cuando guarde, cada versión aparecerá aquí y podrá deshacer el último cambio.',
  'history.revert': 'Volver a la versión anterior',
  'history.revertConfirm':
    '¿Volver a la versión {version}? Los ajustes vuelven a como estaban entonces; esto se guarda como una versión nueva.',
  'history.reverting': 'Volviendo…',
  'history.revertedDone': 'Se volvió a la versión {version}.',

  'field.threadHours': 'Ventana del hilo',
  'field.alwaysNew': 'Tipos que siempre crean un cliente potencial nuevo',
};
