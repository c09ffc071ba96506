/**
 * The automaker programs' offer tables, for the campaigns that carry a
 * programId (seed-data.ts). Amounts and rules follow the makers' usual programs: loyalty, conquest,
 * military, college graduate and first responder cash, and bonus cash on chosen models. Each offer
 * applies to a make and model ('*' is any), model years, a stock type and days, inclusive. The
 * model-year programs run to the end of the 2027 model year; the year-end bonuses end early in
 * January; one summer bonus has already ended. The lender's program (Northstar) has no automaker
 * offers, so its deals list none.
 */
export type SeedProgramOffer = {
  id: string;
  programId: string;
  type: 'LOYALTY' | 'CONQUEST' | 'MILITARY' | 'COLLEGE_GRAD' | 'FIRST_RESPONDER' | 'BONUS_CASH';
  description: string;
  amount: number;
  make: string;
  model: string;
  minYear: number;
  maxYear: number;
  stockType: 'NEW' | 'USED' | '*';
  startsOn: string;
  endsOn: string;
};

type Offer = Omit<SeedProgramOffer, 'programId' | 'minYear' | 'maxYear' | 'startsOn' | 'endsOn'> &
  Partial<Pick<SeedProgramOffer, 'minYear' | 'maxYear' | 'startsOn' | 'endsOn'>>;

/** The 2026 and 2027 model years, through the end of the 2027 model year. */
const MODEL_YEARS = { minYear: 2026, maxYear: 2027, startsOn: '2026-07-01', endsOn: '2027-09-30' };
/** The year-end sales event. */
const YEAR_END = { startsOn: '2026-11-01', endsOn: '2027-01-04' };

const program = (programId: string, offers: Offer[]): SeedProgramOffer[] =>
  offers.map((o) => ({ programId, ...MODEL_YEARS, ...o }));

export function buildProgramOffers(): SeedProgramOffer[] {
  return [
    ...program('BMW-LOYALTY-2026', [
      {
        id: 'bmw-loyalty-credit',
        type: 'LOYALTY',
        description: 'BMW Loyalty Credit for current BMW owners and lessees',
        amount: 1500,
        make: 'BMW',
        model: '*',
        stockType: 'NEW',
      },
      {
        id: 'bmw-x5-conquest',
        type: 'CONQUEST',
        description: 'Conquest credit for owners of another luxury brand',
        amount: 1000,
        make: 'BMW',
        model: 'X5',
        stockType: 'NEW',
        ...YEAR_END,
      },
      {
        id: 'bmw-military',
        type: 'MILITARY',
        description: 'BMW Military Appreciation for active duty, reservists, retirees and veterans',
        amount: 1000,
        make: 'BMW',
        model: '*',
        stockType: 'NEW',
      },
      {
        id: 'bmw-330i-grad',
        type: 'COLLEGE_GRAD',
        description: 'BMW College Graduate Program: graduated in the last two years',
        amount: 500,
        make: 'BMW',
        model: '330i',
        stockType: 'NEW',
      },
      {
        id: 'bmw-year-end-2026',
        type: 'BONUS_CASH',
        description: 'Year-end bonus cash on remaining 2026 models',
        amount: 2000,
        make: 'BMW',
        model: '*',
        stockType: 'NEW',
        minYear: 2026,
        maxYear: 2026,
        ...YEAR_END,
      },
      {
        id: 'bmw-summer-2026',
        type: 'BONUS_CASH',
        description: 'Summer bonus cash',
        amount: 1500,
        make: 'BMW',
        model: '*',
        stockType: 'NEW',
        startsOn: '2026-06-01',
        endsOn: '2026-08-31',
      },
    ]),
    ...program('BMW-EV-2026', [
      ...['i4', 'iX'].map((model): Offer => ({
        id: `bmw-ev-loyalty-${model.toLowerCase()}`,
        type: 'LOYALTY',
        description: `Loyalty credit toward a BMW ${model} for current BMW owners and lessees`,
        amount: 1000,
        make: 'BMW',
        model,
        stockType: 'NEW',
      })),
      {
        id: 'bmw-ev-bonus-i4',
        type: 'BONUS_CASH',
        description: 'Electric bonus cash on the i4',
        amount: 3000,
        make: 'BMW',
        model: 'i4',
        stockType: 'NEW',
        startsOn: '2026-10-01',
        endsOn: '2027-03-31',
      },
      {
        id: 'bmw-ev-bonus-ix',
        type: 'BONUS_CASH',
        description: 'Electric bonus cash on the iX',
        amount: 4000,
        make: 'BMW',
        model: 'iX',
        stockType: 'NEW',
        startsOn: '2026-10-01',
        endsOn: '2027-03-31',
      },
      {
        id: 'bmw-ev-conquest-ix',
        type: 'CONQUEST',
        description: 'EV conquest credit for owners of another brand’s electric vehicle',
        amount: 2500,
        make: 'BMW',
        model: 'iX',
        stockType: 'NEW',
      },
    ]),
    ...program('BMW-KUNI-TIGARD', [
      {
        id: 'kuni-loyalty-new',
        type: 'LOYALTY',
        description: 'Kuni owner loyalty on a new BMW',
        amount: 1000,
        make: 'BMW',
        model: '*',
        stockType: 'NEW',
      },
      {
        id: 'kuni-loyalty-cpo',
        type: 'LOYALTY',
        description: 'Kuni owner loyalty on a pre-owned BMW',
        amount: 500,
        make: 'BMW',
        model: '*',
        stockType: 'USED',
        minYear: 2019,
        maxYear: 2024,
      },
      {
        id: 'kuni-military',
        type: 'MILITARY',
        description: 'Military appreciation, new or pre-owned',
        amount: 500,
        make: '*',
        model: '*',
        stockType: '*',
        minYear: 2019,
      },
      {
        id: 'kuni-first-responder',
        type: 'FIRST_RESPONDER',
        description: 'First responder appreciation, new or pre-owned',
        amount: 500,
        make: '*',
        model: '*',
        stockType: '*',
        minYear: 2019,
      },
    ]),
    ...program('TOYOTA-NEW-INVENTORY', [
      {
        id: 'toyota-military',
        type: 'MILITARY',
        description: 'Toyota Military Rebate',
        amount: 500,
        make: 'Toyota',
        model: '*',
        stockType: 'NEW',
      },
      {
        id: 'toyota-college-grad',
        type: 'COLLEGE_GRAD',
        description: 'Toyota College Grad Rebate',
        amount: 500,
        make: 'Toyota',
        model: '*',
        stockType: 'NEW',
      },
      {
        id: 'toyota-bz4x-bonus',
        type: 'BONUS_CASH',
        description: 'bZ4X bonus cash',
        amount: 5000,
        make: 'Toyota',
        model: 'bZ4X',
        stockType: 'NEW',
        ...YEAR_END,
      },
      {
        id: 'toyota-tacoma-conquest',
        type: 'CONQUEST',
        description: 'Tacoma conquest cash for owners of a competitive truck',
        amount: 750,
        make: 'Toyota',
        model: 'Tacoma',
        stockType: 'NEW',
      },
    ]),
    ...program('NISSAN-UPGRADE', [
      {
        id: 'nissan-loyalty',
        type: 'LOYALTY',
        description: 'Nissan owner loyalty cash',
        amount: 1000,
        make: 'Nissan',
        model: '*',
        stockType: 'NEW',
      },
      {
        id: 'nissan-ariya-bonus',
        type: 'BONUS_CASH',
        description: 'Ariya bonus cash on 2026 models',
        amount: 2500,
        make: 'Nissan',
        model: 'Ariya',
        stockType: 'NEW',
        minYear: 2026,
        maxYear: 2026,
        ...YEAR_END,
      },
      {
        id: 'nissan-first-responder',
        type: 'FIRST_RESPONDER',
        description: 'Nissan First Responder Program',
        amount: 500,
        make: 'Nissan',
        model: '*',
        stockType: 'NEW',
      },
      {
        id: 'nissan-military',
        type: 'MILITARY',
        description: 'Nissan Military Program',
        amount: 500,
        make: 'Nissan',
        model: '*',
        stockType: 'NEW',
      },
    ]),
  ];
}
