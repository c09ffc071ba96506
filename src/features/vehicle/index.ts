/** The vehicle feature's public surface for other features. */
export { VehicleImage } from './vehicle-image.tsx';
export { vehicleTitle, vehicleImageSource, salePriceDisclaimer, inTransitDate } from './rules.ts';
