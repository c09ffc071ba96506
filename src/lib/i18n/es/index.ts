import type { MessageKey } from '../en/index.ts';
import { app } from './app.ts';
import { forms } from './forms.ts';

export const es: Record<MessageKey, string> = { ...app, ...forms };
