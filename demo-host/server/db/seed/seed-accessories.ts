/**
 * The seeded dealers' accessory catalogues, fitted to the models they stock
 * (seed-data.ts DEALER_MAKES and the catalogue of models). Prices are installed prices, in the range
 * of the makers' own accessory catalogues. Harbor Nissan (d500) sells accessories for the Rogue and
 * the Frontier only, so its other vehicles show the page's empty state.
 */
import type { AccessoryCategory } from '../../../../src/contract/accessories.ts';
import type { AccessoryFit } from '../../domain/accessories/selection.ts';

export type { AccessoryFit };

export type SeedAccessory = {
  id: string;
  dealerId: string;
  category: AccessoryCategory;
  name: string;
  description: string;
  price: number;
  fits: AccessoryFit[];
};

export const ANY_VEHICLE: AccessoryFit[] = [{ make: '*', model: '*' }];
const models = (make: string, ...names: string[]): AccessoryFit[] => names.map((model) => ({ make, model }));
const anyModelOf = (...makes: string[]): AccessoryFit[] => makes.map((make) => ({ make, model: '*' }));

type Item = Omit<SeedAccessory, 'id' | 'dealerId'> & { key: string };

const item = (
  key: string,
  category: AccessoryCategory,
  name: string,
  description: string,
  price: number,
  fits: AccessoryFit[],
): Item => ({ key, category, name, description, price, fits });

const catalogue = (dealerId: string, items: Item[]): SeedAccessory[] =>
  items.map(({ key, ...rest }) => ({ id: `${dealerId}-${key}`, dealerId, ...rest }));

const MATS = 'Laser-measured liners with raised edges that hold snow, mud and spills';
const LOCKS = 'A set of four locking lug nuts with a coded key';
const DASH_CAM = 'Front and rear cameras that record while driving and parked';

/** Sunbelt Toyota, Austin (TX): Camry, GR86, Prius, RAV4, Sienna, Tacoma, bZ4X. */
const sunbeltToyota = catalogue('d400', [
  item('floor-mats', 'INTERIOR', 'All-Weather Floor Mats', MATS, 189, anyModelOf('Toyota')),
  item(
    'cargo-tray',
    'CARGO',
    'Cargo Tray',
    'A molded tray with a raised lip that protects the cargo area',
    139,
    models('Toyota', 'RAV4', 'Sienna', 'bZ4X', 'Prius'),
  ),
  item(
    'cross-bars',
    'CARGO',
    'Roof Rack Cross Bars',
    'Aerodynamic bars for the roof rails, rated for 150 lb',
    449,
    models('Toyota', 'RAV4', 'bZ4X', 'Sienna'),
  ),
  item(
    'bed-mat',
    'CARGO',
    'Bed Mat',
    'A heavy rubber mat that keeps cargo from sliding in the bed',
    159,
    models('Toyota', 'Tacoma'),
  ),
  item(
    'splash-guards',
    'EXTERIOR',
    'Splash Guards',
    'Front and rear guards that keep road spray and stones off the paint',
    129,
    models('Toyota', 'Camry', 'RAV4', 'Tacoma', 'Sienna', 'Prius', 'bZ4X'),
  ),
  item(
    'door-edge-guards',
    'EXTERIOR',
    'Door Edge Guards',
    'Clear guards that protect door edges from chips',
    119,
    models('Toyota', 'Camry', 'RAV4', 'Prius'),
  ),
  item(
    'rear-spoiler',
    'EXTERIOR',
    'Rear Lip Spoiler',
    'A color-matched trunk-lid spoiler',
    595,
    models('Toyota', 'GR86', 'Camry'),
  ),
  item(
    'tow-hitch',
    'TOWING',
    'Tow Hitch Receiver',
    'A class III receiver with the wiring harness, installed',
    699,
    models('Toyota', 'RAV4', 'Tacoma', 'Sienna'),
  ),
  item('wheel-locks', 'WHEELS', 'Wheel Locks', LOCKS, 85, ANY_VEHICLE),
  item('dash-cam', 'TECHNOLOGY', 'Dash Camera', DASH_CAM, 349, ANY_VEHICLE),
  item(
    'remote-start',
    'TECHNOLOGY',
    'Remote Start',
    'Starts the engine from the key fob, up to 1,000 ft away',
    499,
    models('Toyota', 'Camry', 'RAV4', 'Tacoma', 'Sienna'),
  ),
]);

/** Riverside Auto Group, Portland (OR): Ford, Honda, Hyundai, Chevrolet, Volvo. */
const riverside = catalogue('d100', [
  item('floor-mats', 'INTERIOR', 'All-Weather Floor Mats', MATS, 179, ANY_VEHICLE),
  item('cargo-tray', 'CARGO', 'Cargo Tray', 'A molded tray with a raised lip that protects the cargo area', 149, [
    ...models('Honda', 'Odyssey'),
    ...models('Hyundai', 'Tucson', 'Ioniq 5'),
    ...models('Ford', 'Bronco Sport', 'Mustang Mach-E'),
    ...models('Chevrolet', 'Equinox EV'),
    ...models('Volvo', 'V60 Cross Country'),
  ]),
  item('cross-bars', 'CARGO', 'Roof Rack Cross Bars', 'Aerodynamic bars for the roof rails, rated for 165 lb', 429, [
    ...models('Honda', 'Odyssey'),
    ...models('Hyundai', 'Tucson'),
    ...models('Ford', 'Bronco Sport'),
    ...models('Chevrolet', 'Equinox EV'),
    ...models('Volvo', 'V60 Cross Country'),
  ]),
  item(
    'tonneau-cover',
    'CARGO',
    'Tri-Fold Tonneau Cover',
    'A hard folding bed cover that locks with the tailgate',
    1095,
    [...models('Ford', 'F-150'), ...models('Chevrolet', 'Silverado 1500')],
  ),
  item('splash-guards', 'EXTERIOR', 'Splash Guards', 'Front and rear guards that keep road spray off the paint', 119, [
    ...models('Honda', 'Accord', 'Civic', 'Odyssey'),
    ...models('Hyundai', 'Elantra', 'Tucson'),
    ...models('Ford', 'F-150', 'Bronco Sport'),
    ...models('Chevrolet', 'Silverado 1500'),
  ]),
  item('tow-hitch', 'TOWING', 'Tow Hitch Receiver', 'A class III receiver with the wiring harness, installed', 649, [
    ...models('Ford', 'F-150', 'Bronco Sport'),
    ...models('Chevrolet', 'Silverado 1500'),
    ...models('Hyundai', 'Tucson'),
    ...models('Honda', 'Odyssey'),
  ]),
  item('wheel-locks', 'WHEELS', 'Wheel Locks', LOCKS, 79, ANY_VEHICLE),
  item('dash-cam', 'TECHNOLOGY', 'Dash Camera', DASH_CAM, 329, ANY_VEHICLE),
  item(
    'home-charger',
    'TECHNOLOGY',
    'Level 2 Home Charger',
    'A 48 A wall charger, installed by a licensed electrician',
    899,
    [...models('Ford', 'Mustang Mach-E'), ...models('Hyundai', 'Ioniq 5'), ...models('Chevrolet', 'Equinox EV')],
  ),
]);

/** The two BMW stores (Tigard OR, Chicago IL) sell BMW's own accessories at their own prices. */
function bmwCatalogue(dealerId: string, markup: number): SeedAccessory[] {
  const price = (base: number) => Math.round(base * markup);
  return catalogue(dealerId, [
    item('floor-liners', 'INTERIOR', 'BMW All-Weather Floor Liners', MATS, price(245), anyModelOf('BMW')),
    item(
      'luggage-mat',
      'CARGO',
      'Fitted Luggage Compartment Mat',
      'A waterproof mat with a raised edge for the trunk',
      price(165),
      models('BMW', '330i', 'i4', 'X5', 'iX'),
    ),
    item(
      'roof-rack',
      'CARGO',
      'Roof Rack Base Support System',
      'Lockable aluminum cross bars for carriers and boxes',
      price(575),
      models('BMW', '330i', 'i4', 'X5', 'iX'),
    ),
    item(
      'mirror-caps',
      'EXTERIOR',
      'M Performance Carbon Mirror Caps',
      'Carbon-fiber caps for both side mirrors',
      price(795),
      models('BMW', 'M4', '330i'),
    ),
    item(
      'trailer-hitch',
      'TOWING',
      'Trailer Hitch',
      'A detachable hitch with its electrical kit, installed',
      price(1050),
      models('BMW', 'X5', 'iX'),
    ),
    item('wheel-locks', 'WHEELS', 'Wheel Locks', LOCKS, price(95), anyModelOf('BMW')),
    item('dash-cam', 'TECHNOLOGY', 'Advanced Car Eye 3.0', DASH_CAM, price(449), anyModelOf('BMW')),
    item(
      'wallbox',
      'TECHNOLOGY',
      'BMW Wallbox',
      'An 11 kW home charger, installed by a licensed electrician',
      price(899),
      models('BMW', 'i4', 'iX'),
    ),
  ]);
}

/** Harbor Nissan, Tampa (FL): accessories for the Rogue and the Frontier only. */
const harborNissan = catalogue('d500', [
  item('floor-mats', 'INTERIOR', 'All-Weather Floor Mats', MATS, 175, models('Nissan', 'Rogue', 'Frontier')),
  item(
    'splash-guards',
    'EXTERIOR',
    'Splash Guards',
    'Front and rear guards that keep road spray off the paint',
    139,
    models('Nissan', 'Rogue', 'Frontier'),
  ),
  item(
    'bed-liner',
    'CARGO',
    'Spray-On Bed Liner',
    'A bonded liner that protects the bed from dents and rust',
    549,
    models('Nissan', 'Frontier'),
  ),
  item(
    'tow-hitch',
    'TOWING',
    'Tow Hitch Receiver',
    'A class III receiver with the wiring harness, installed',
    619,
    models('Nissan', 'Rogue', 'Frontier'),
  ),
]);

/** Mile High Motors, Centennial (CO): Subaru, Kia, Ford, Toyota, Hyundai; winter gear for the mountains. */
const mileHigh = catalogue('d600', [
  item('floor-mats', 'INTERIOR', 'All-Weather Floor Mats', MATS, 169, ANY_VEHICLE),
  item('cross-bars', 'CARGO', 'Roof Rack Cross Bars', 'Aerodynamic bars for the roof rails, rated for 150 lb', 419, [
    ...models('Toyota', 'RAV4', 'Sienna', 'bZ4X'),
    ...models('Ford', 'Bronco Sport'),
    ...models('Hyundai', 'Tucson'),
    ...anyModelOf('Subaru'),
  ]),
  item(
    'ski-carrier',
    'CARGO',
    'Ski & Snowboard Carrier',
    'Holds six pairs of skis or four snowboards; needs cross bars',
    329,
    [
      ...models('Toyota', 'RAV4', 'Sienna', 'bZ4X'),
      ...models('Ford', 'Bronco Sport'),
      ...models('Hyundai', 'Tucson'),
      ...anyModelOf('Subaru'),
    ],
  ),
  item('splash-guards', 'EXTERIOR', 'Splash Guards', 'Front and rear guards that keep road spray off the paint', 115, [
    ...models('Toyota', 'Camry', 'RAV4', 'Tacoma', 'Sienna', 'Prius', 'bZ4X'),
    ...models('Ford', 'F-150', 'Bronco Sport'),
    ...models('Hyundai', 'Elantra', 'Tucson', 'Ioniq 5'),
    ...anyModelOf('Subaru'),
    ...anyModelOf('Kia'),
  ]),
  item('tow-hitch', 'TOWING', 'Tow Hitch Receiver', 'A class III receiver with the wiring harness, installed', 679, [
    ...models('Toyota', 'RAV4', 'Tacoma', 'Sienna'),
    ...models('Ford', 'F-150', 'Bronco Sport'),
    ...models('Hyundai', 'Tucson'),
  ]),
  item(
    'winter-wheels',
    'WHEELS',
    'Winter Wheel & Tire Package',
    'Four snow tires mounted on alloy wheels, with sensors',
    1899,
    [
      ...models('Toyota', 'RAV4', 'bZ4X'),
      ...models('Ford', 'Bronco Sport'),
      ...models('Hyundai', 'Tucson', 'Ioniq 5'),
      ...anyModelOf('Subaru'),
    ],
  ),
  item('wheel-locks', 'WHEELS', 'Wheel Locks', LOCKS, 79, ANY_VEHICLE),
  item('dash-cam', 'TECHNOLOGY', 'Dash Camera', DASH_CAM, 329, ANY_VEHICLE),
]);

/** Every seeded dealer's catalogue; ids are `<dealer>-<item>`. */
export function buildAccessories(): SeedAccessory[] {
  return [
    ...riverside,
    ...bmwCatalogue('d200', 1),
    ...bmwCatalogue('d300', 1.05),
    ...sunbeltToyota,
    ...harborNissan,
    ...mileHigh,
  ];
}
