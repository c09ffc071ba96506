/**
 * The vehicle feature's public surface for other features. EstimatePaymentsButton is imported from
 * its own file: it brings the deal contract, which the shell's first paint must not load.
 */
export { VehicleImage } from './vehicle-image.tsx';
export {
  vehicleTitle,
  vehicleImageSource,
  salePriceDisclaimer,
  inTransitDate,
  hasRebates,
  estimatePaymentsRoute,
} from './rules.ts';
export { getVehicle, getVehicleBanner } from './api.ts';
export { EstimatePaymentsButton } from './estimate-payments-button.tsx';
