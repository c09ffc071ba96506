/** The staff calls: a dealer's staff, an invitation, a role change, a removal; and an invitation's password. */
import * as v from 'valibot';
import {
  DealerStaffSchema,
  InviteAnswerSchema,
  StaffRowSchema,
  type AcceptInviteBody,
  type InviteBody,
} from '../../../contract/workspace-staff.ts';
import { SignInAnswerSchema, type StaffRole } from '../../../contract/workspace.ts';
import { request } from '../../../lib/http.ts';

const staffPath = (dealerId: string, staffId?: string) =>
  `/dealers/${encodeURIComponent(dealerId)}/staff${staffId ? `/${encodeURIComponent(staffId)}` : ''}`;

export const getStaff = (dealerId: string, signal: AbortSignal) =>
  request('GET', staffPath(dealerId), DealerStaffSchema, { signal });
export const inviteStaff = (dealerId: string, body: InviteBody) =>
  request('POST', staffPath(dealerId), InviteAnswerSchema, { body });
export const changeRole = (dealerId: string, staffId: string, role: StaffRole) =>
  request('PATCH', staffPath(dealerId, staffId), StaffRowSchema, { body: { role } });
export const removeStaff = (dealerId: string, staffId: string) =>
  request('DELETE', staffPath(dealerId, staffId), v.null());
export const acceptInvite = (body: AcceptInviteBody) =>
  request('POST', '/invites/accept', SignInAnswerSchema, { body });
