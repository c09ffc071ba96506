/** The form and validation layer: pure rules (seed 000 §5, seed 001 §5) and the signals form model. */
export * from './rules.ts';
export * from './form.ts';
