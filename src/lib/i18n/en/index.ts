import { app } from './app.ts';
import { forms } from './forms.ts';

/** The English catalogue is the source of keys; every other locale must cover each one. */
export const en = { ...app, ...forms };
export type MessageKey = keyof typeof en;
