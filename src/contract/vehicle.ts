/**
 * Vehicle schemas (seed 000 §7 "Vehicles", seed 001 §7 banner): the app parses its responses and the
 * sandbox server types and validates them with these same schemas.
 */
import * as v from 'valibot';
import { bounded, boundedInteger, MAX_MILES, modelYear, money, signedMoney } from './bounds.ts';
import { StockTypeSchema } from './page-context.ts';

export const VehicleIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/, 'Vehicle id is invalid'));

export const FuelTypeSchema = v.picklist(['Gasoline', 'Hybrid', 'Plug-In Hybrid', 'Electric', 'Diesel']);
export type FuelType = v.InferOutput<typeof FuelTypeSchema>;

export const BodyStyleSchema = v.picklist([
  'sedan',
  'suv',
  'truck',
  'coupe',
  'hatchback',
  'convertible',
  'wagon',
  'van',
]);
export type BodyStyle = v.InferOutput<typeof BodyStyleSchema>;

export const VehicleSchema = v.object({
  id: v.string(),
  vin: v.pipe(v.string(), v.length(17)),
  stockNumber: v.string(),
  stockType: StockTypeSchema,
  year: modelYear(),
  make: v.string(),
  model: v.string(),
  trim: v.string(),
  bodyStyle: BodyStyleSchema,
  fuelType: FuelTypeSchema,
  exteriorColor: v.string(),
  interiorColor: v.string(),
  engine: v.string(),
  transmission: v.string(),
  drivetrain: v.string(),
  mpgCity: v.nullable(bounded('MPG', 0, 1000)),
  mpgHighway: v.nullable(bounded('MPG', 0, 1000)),
  /** Electric range in miles, for EVs. */
  rangeMiles: v.nullable(bounded('Range', 0, 5000)),
  mileage: v.nullable(bounded('Mileage', 0, MAX_MILES)),
  msrp: money('MSRP'),
  salePrice: money('Sale price'),
  dealerId: v.string(),
  styleId: boundedInteger('Style id', 0, 999_999_999),
  modelId: boundedInteger('Model id', 0, 999_999_999),
  options: v.object({ leaseEnabled: v.boolean() }),
  features: v.array(v.string()),
  /** ISO date the vehicle reached the lot; null while in transit. */
  vinOnDealerLotDate: v.nullable(v.string()),
  inTransit: v.boolean(),
  /** ISO date (YYYY-MM-DD) of the estimated delivery when in transit. */
  estimatedDeliveryDate: v.nullable(v.string()),
  imageUrl: v.nullable(v.string()),
  stockImageUrl: v.nullable(v.string()),
  images: v.array(v.string()),
  has360: v.boolean(),
  hasVideo: v.boolean(),
});
export type Vehicle = v.InferOutput<typeof VehicleSchema>;

/** Seed 001 §3 "Vehicle banner". */
export const VehicleBannerSchema = v.object({
  imageUrl: v.nullable(v.string()),
  stockImageUrl: v.nullable(v.string()),
  bodyStyle: v.optional(BodyStyleSchema, 'sedan'),
  year: modelYear(),
  make: v.string(),
  model: v.string(),
  trim: v.string(),
  exteriorColor: v.string(),
  interiorColor: v.string(),
});
export type VehicleBanner = v.InferOutput<typeof VehicleBannerSchema>;

/** A vehicle as listed (search results, garage). */
export const VehicleSummarySchema = v.object({
  id: v.string(),
  year: modelYear(),
  make: v.string(),
  model: v.string(),
  trim: v.string(),
  stockType: StockTypeSchema,
  bodyStyle: BodyStyleSchema,
  fuelType: FuelTypeSchema,
  exteriorColor: v.string(),
  mileage: v.nullable(bounded('Mileage', 0, MAX_MILES)),
  msrp: money('MSRP'),
  salePrice: money('Sale price'),
  /** Sale price minus manufacturer rebates: what listings sort by. */
  priceWithRebates: signedMoney('Price with rebates'),
  imageUrl: v.nullable(v.string()),
  stockImageUrl: v.nullable(v.string()),
  inTransit: v.boolean(),
  estimatedDeliveryDate: v.nullable(v.string()),
});
export type VehicleSummary = v.InferOutput<typeof VehicleSummarySchema>;

/** GET /vehicles/{id}/saleprice */
export const SalePriceSchema = v.object({
  msrp: money('MSRP'),
  salePrice: money('Sale price'),
  rebates: money('Rebates'),
  priceWithRebates: signedMoney('Price with rebates'),
});
export type SalePrice = v.InferOutput<typeof SalePriceSchema>;

/** GET /vehicles/evox-images/{styleId}: stock pictures of the style. */
export const StyleImagesSchema = v.object({ images: v.array(v.string()) });
/** GET /vehicles/evox-video/{styleId}: a walk-around clip, when the style has one. */
export const StyleVideoSchema = v.object({
  video: v.nullable(v.object({ url: v.string(), posterUrl: v.string(), title: v.string() })),
});
/** GET /vehicles/three-sixty-images/{styleId}?modelId=: frames of a 360° spin, in order. */
export const ThreeSixtySchema = v.object({ frames: v.array(v.string()) });

/** Digits that fit the database's integer column (PostgreSQL answers an error for a larger one). */
export const StyleIdParamSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}$/, 'Style id is invalid'),
  v.check((id) => Number(id) <= 2_147_483_647, 'Style id is invalid'),
);
