/**
 * Offline VIN decoding, pure: the caller looks up the vehicles whose VINs share the
 * first seven characters (the sandbox's known vehicles and the dealers' inventory) and this
 * decides what the VIN says, the way NHTSA's vPIC does with VIN patterns:
 *
 * 1. the same VIN → its year, make, model and trim;
 * 2. the same WMI and VDS (positions 1–8) → that model and trim; positions 1–7 → that model, its
 *    trims among those vehicles to choose from;
 * 3. otherwise the WMI alone (vin.ts WMI_BY_MAKE) → the make, model null, and the models the
 *    appraisal knows for it; an unknown WMI decodes to nothing.
 *
 * The year is the VIN's own (position 10, read with position 7: vin.ts modelYearOf).
 * No maintained offline decoder fits this project (see engine/README.md "Trade-in appraisal").
 */
import type { TradeAnswers, VinDecode } from '../../../../src/contract/trade.ts';
import type { FieldError } from '../../../../src/contract/http.ts';
import { makeOfWmi, modelYearOf } from '../vin.ts';
import { modelsOf } from './catalog.ts';

export type KnownVehicle = { vin: string; year: number; make: string; model: string; trim: string };

/** Positions 1–7 (WMI and the VDS up to the trim character): the prefix callers look up. */
export const MODEL_PREFIX = 7;
const TRIM_PREFIX = 8;

const sorted = (names: Iterable<string>): string[] => [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en'));

/** The make's models the appraisal knows, and the decoded one if the appraisal does not list it. */
const modelChoices = (make: string, model: string | null): string[] =>
  sorted(model === null ? modelsOf(make) : [...modelsOf(make), model]);

/** The most frequent make and model among the matches (ties: alphabetical), so a stray row cannot win. */
function commonModel(matches: readonly KnownVehicle[]): { make: string; model: string } {
  const counts = new Map<string, { make: string; model: string; n: number }>();
  for (const m of matches) {
    const key = `${m.make}\u0000${m.model}`;
    const entry = counts.get(key) ?? { make: m.make, model: m.model, n: 0 };
    entry.n += 1;
    counts.set(key, entry);
  }
  const [best] = [...counts.values()].sort(
    (a, b) => b.n - a.n || a.make.localeCompare(b.make) || a.model.localeCompare(b.model),
  );
  if (!best) throw new RangeError('no matches');
  return best;
}

/**
 * What a valid VIN says, given the vehicles whose VINs share its first MODEL_PREFIX characters;
 * null when not even its make is known. `latestYear` is the newest model year that can exist.
 */
export function decodeVin(vin: string, candidates: readonly KnownVehicle[], latestYear: number): VinDecode | null {
  const upper = vin.toUpperCase();
  const exact = candidates.find((c) => c.vin === upper);
  if (exact) {
    return {
      vin: upper,
      year: exact.year,
      make: exact.make,
      model: exact.model,
      models: modelChoices(exact.make, exact.model),
      trims: [exact.trim],
    };
  }
  const year = modelYearOf(upper, latestYear);
  if (year === null) return null;
  const sameModel = candidates.filter((c) => c.vin.slice(0, MODEL_PREFIX) === upper.slice(0, MODEL_PREFIX));
  if (sameModel.length > 0) {
    const sameTrim = sameModel.filter((c) => c.vin.slice(0, TRIM_PREFIX) === upper.slice(0, TRIM_PREFIX));
    const { make, model } = commonModel(sameTrim.length > 0 ? sameTrim : sameModel);
    const pool = (sameTrim.length > 0 ? sameTrim : sameModel).filter((c) => c.make === make && c.model === model);
    return { vin: upper, year, make, model, models: modelChoices(make, model), trims: sorted(pool.map((c) => c.trim)) };
  }
  const make = makeOfWmi(upper.slice(0, 3));
  if (make === null) return null;
  return { vin: upper, year, make, model: null, models: modelChoices(make, null), trims: [] };
}

/** Refusals of answers the VIN contradicts, on the field that says it. */
export const ANSWER_NOT_VIN = {
  year: 'Year does not match the VIN',
  make: 'Make does not match the VIN',
  model: 'Choose a model this VIN can be',
  trim: 'Choose a trim this VIN can be',
} as const;

export type VehicleAnswers = Pick<TradeAnswers, 'year' | 'make' | 'model' | 'trim'>;
export type AnswersCheck<T> = { ok: true; answers: T } | { ok: false; errors: FieldError[] };

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The vehicle the appraisal values is the decode's: year and make as it reads them, the model it
 * names or one of its models, a trim among its trims (free only when it names none); the decode's
 * spelling wins, and an answer that contradicts it is refused on its field.
 */
export function answersFromDecode<T extends VehicleAnswers>(answers: T, decode: VinDecode): AnswersCheck<T> {
  const errors: FieldError[] = [];
  if (answers.year !== decode.year) errors.push({ field: 'year', message: ANSWER_NOT_VIN.year });
  if (!sameName(answers.make, decode.make)) errors.push({ field: 'make', message: ANSWER_NOT_VIN.make });
  const models = decode.model === null ? decode.models : [decode.model];
  const model = models.find((m) => sameName(m, answers.model));
  if (model === undefined) errors.push({ field: 'model', message: ANSWER_NOT_VIN.model });
  const trim = decode.trims.length === 0 ? answers.trim : decode.trims.find((t) => sameName(t, answers.trim));
  if (trim === undefined) errors.push({ field: 'trim', message: ANSWER_NOT_VIN.trim });
  if (errors.length > 0 || model === undefined || trim === undefined) return { ok: false, errors };
  return { ok: true, answers: { ...answers, year: decode.year, make: decode.make, model, trim } };
}
