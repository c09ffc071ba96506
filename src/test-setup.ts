// Unit tests switch languages synchronously; in the app Spanish is a chunk loaded on first use.
import { loadLocale } from './lib/i18n/index.ts';

await loadLocale('es');
