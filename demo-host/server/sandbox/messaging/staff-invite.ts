/**
 * The invitation a new dealer staff member gets (kind 'staff-invite'), plain text, in English: nothing
 * says which language the invitee reads, and the workspace they land on lets them switch.
 */
export function staffInviteEmail(o: { name: string; inviter: string; dealer: string; url: string; hours: number }): {
  subject: string;
  body: string;
} {
  return {
    subject: `You are invited to the ${o.dealer} workspace on Upshift`,
    body:
      `Hi ${o.name},\n\n${o.inviter} invited you to the Upshift dealer workspace for ${o.dealer}.\n\n` +
      `Set your password here (the link works once, for ${String(o.hours)} hours):\n${o.url}\n\n` +
      `Then you will set up an authenticator app for your sign-in codes.\n\n` +
      `If you did not expect this, ignore this email.\n\n` +
      `Hola ${o.name}: ${o.inviter} le invitó al espacio de ${o.dealer} en Upshift. Elija su contraseña en el enlace de arriba (válido una vez, ${String(o.hours)} horas).`,
  };
}
