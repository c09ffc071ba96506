/**
 * What the shopper's pages and the dealer's workspace both call a trade photo's slot and a lender's document and
 * its state: one set of words, so the shopper and the staff member talking about it use the same ones. Each
 * catalogue spreads its language's (an unused language is left out of a build).
 */
export const photoSlotNamesEn = {
  'trade.photos.slot.front': 'Front',
  'trade.photos.slot.rear': 'Rear',
  'trade.photos.slot.driverSide': 'Driver’s side',
  'trade.photos.slot.passengerSide': 'Passenger’s side',
  'trade.photos.slot.interior': 'Interior',
  'trade.photos.slot.odometer': 'Odometer',
  'trade.photos.slot.damage': 'Damage',
} as const;

export const documentNamesEn = {
  'documents.kind.driversLicense': "Driver's license",
  'documents.kind.proofOfIncome': 'Proof of income',
  'documents.kind.proofOfResidence': 'Proof of residence',
  'documents.kind.proofOfInsurance': 'Proof of insurance',
  'documents.state.requested': 'Requested',
  'documents.state.received': 'Received',
  'documents.state.accepted': 'Accepted',
  'documents.state.needsNew': 'Needs a new one: {reason}',
} as const;

export const photoSlotNamesEs: Record<keyof typeof photoSlotNamesEn, string> = {
  'trade.photos.slot.front': 'Frente',
  'trade.photos.slot.rear': 'Parte trasera',
  'trade.photos.slot.driverSide': 'Lado del conductor',
  'trade.photos.slot.passengerSide': 'Lado del pasajero',
  'trade.photos.slot.interior': 'Interior',
  'trade.photos.slot.odometer': 'Odómetro',
  'trade.photos.slot.damage': 'Daños',
};

export const documentNamesEs: Record<keyof typeof documentNamesEn, string> = {
  'documents.kind.driversLicense': 'Licencia de conducir',
  'documents.kind.proofOfIncome': 'Comprobante de ingresos',
  'documents.kind.proofOfResidence': 'Comprobante de domicilio',
  'documents.kind.proofOfInsurance': 'Comprobante de seguro',
  'documents.state.requested': 'Solicitado',
  'documents.state.received': 'Recibido',
  'documents.state.accepted': 'Aceptado',
  'documents.state.needsNew': 'Se necesita uno nuevo: {reason}',
};
