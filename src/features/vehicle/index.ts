/** The vehicle feature's public surface for other features. */
export { VehicleImage } from './vehicle-image.tsx';
export {
  vehicleTitle,
  vehicleImageSource,
  salePriceDisclaimer,
  inTransitDate,
  estimatePaymentsRoute,
} from './rules.ts';
export { EstimatePaymentsButton } from './estimate-payments-button.tsx';
