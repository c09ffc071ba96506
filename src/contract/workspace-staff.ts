/**
 * A dealer's staff in the workspace (`/dealer/api/dealers/:id/staff`, managers and platform admins): the
 * members, inviting one (or adding an existing account), changing a role, removing one from the dealer;
 * and the invitation's page (`/dealer/api/invites/accept`), where a new member sets their password.
 */
import * as v from 'valibot';
import { DealerRefSchema, STAFF_PASSWORD_MAX, STAFF_ROLES } from './workspace.ts';

/** A new password's least length: sign-in takes any length, so old passwords still work. */
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_NAME_MAX = 100;
/** How long an invitation's link works. */
export const INVITE_HOURS = 72;

export const PASSWORD_RULE = `Use at least ${String(STAFF_PASSWORD_MIN)} characters (at most ${String(STAFF_PASSWORD_MAX)}).`;
export const NAME_NEEDED = 'Enter the person’s name.';
export const EMAIL_NEEDED = 'Enter a valid email address.';
export const ROLE_NEEDED = 'Choose a role.';
export const INVITE_EXPIRED = 'This invitation has expired or has already been used. Ask your manager for a new one.';
export const ONLY_ADMIN_MAKES_ADMIN = 'Only a platform admin can make someone a platform admin.';
export const NOT_YOURSELF = 'You cannot change your own role or remove yourself.';
export const ADMINS_UNTOUCHED = 'Only a platform admin can change a platform admin.';
export const OTHER_DEALERS = 'This person also works for a dealer you do not manage: ask a platform admin.';
export const ALREADY_ON_STAFF = 'This person is already on this dealer’s staff.';
export const NOT_ON_STAFF = 'This person is not on this dealer’s staff.';

export const StaffRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(STAFF_ROLES),
  /** They set up their authenticator (multi-factor enrolment finished). */
  enrolled: v.boolean(),
  /** They have not set a password yet: their invitation is outstanding. */
  invited: v.boolean(),
  lastSignInAt: v.nullable(v.number()),
});
export type StaffRow = v.InferOutput<typeof StaffRowSchema>;

export const DealerStaffSchema = v.object({ dealer: DealerRefSchema, staff: v.array(StaffRowSchema) });
export type DealerStaff = v.InferOutput<typeof DealerStaffSchema>;

const Role = v.picklist(STAFF_ROLES, ROLE_NEEDED);

export const InviteBodySchema = v.object({
  email: v.pipe(
    v.string(EMAIL_NEEDED),
    v.trim(),
    v.toLowerCase(),
    v.email(EMAIL_NEEDED),
    v.maxLength(254, EMAIL_NEEDED),
  ),
  name: v.pipe(v.string(NAME_NEEDED), v.trim(), v.minLength(1, NAME_NEEDED), v.maxLength(STAFF_NAME_MAX, NAME_NEEDED)),
  role: Role,
});
export type InviteBody = v.InferOutput<typeof InviteBodySchema>;

/** `invited`: a new account, its invitation sent; `added`: an existing account put on this dealer too. */
export const InviteAnswerSchema = v.object({ outcome: v.picklist(['invited', 'added']), member: StaffRowSchema });
export type InviteAnswer = v.InferOutput<typeof InviteAnswerSchema>;

export const RoleBodySchema = v.object({ role: Role });

export const AcceptInviteBodySchema = v.object({
  token: v.pipe(v.string(INVITE_EXPIRED), v.regex(/^[0-9a-f]{64}$/, INVITE_EXPIRED)),
  password: v.pipe(
    v.string(PASSWORD_RULE),
    v.minLength(STAFF_PASSWORD_MIN, PASSWORD_RULE),
    v.maxLength(STAFF_PASSWORD_MAX, PASSWORD_RULE),
  ),
});
export type AcceptInviteBody = v.InferOutput<typeof AcceptInviteBodySchema>;
