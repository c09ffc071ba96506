/**
 * The welcome email a new account gets (kind 'welcome'), plain text, in the shopper's language.
 * Server-side copy: it never ships in the app's bundles.
 */
import type { Locale } from '../../db/schema.ts';

type Welcome = { subject: string; body: (to: { firstName: string; email: string }) => string };

const WELCOME: Record<Locale, Welcome> = {
  en: {
    subject: 'Welcome! Your account is ready',
    body: ({ firstName, email }) =>
      `Hi ${firstName},\n\nThank you for creating your account. Sign in with ${email} to see your saved deals, personalized payments and trade-in offers.\n\nHappy shopping!`,
  },
  es: {
    subject: '¡Bienvenido! Su cuenta está lista',
    body: ({ firstName, email }) =>
      `Hola ${firstName}:\n\nGracias por crear su cuenta. Inicie sesión con ${email} para ver sus ofertas guardadas, sus pagos personalizados y las ofertas por su vehículo usado.\n\n¡Felices compras!`,
  },
};

export function welcomeEmail(
  locale: Locale,
  to: { firstName: string; email: string },
): { subject: string; body: string } {
  const copy = WELCOME[locale];
  return { subject: copy.subject, body: copy.body(to) };
}
