/** The sign-in calls: password, then a code (or a recovery code), or first the authenticator's enrolment. */
import type * as v from 'valibot';
import {
  EnrolledSchema,
  EnrolmentSchema,
  SignInAnswerSchema,
  StaffMeSchema,
  type CodeBodySchema,
  type RecoveryBodySchema,
  type SignInBodySchema,
} from '../../../contract/workspace.ts';
import { request } from '../../../lib/http.ts';

export const signIn = (body: v.InferOutput<typeof SignInBodySchema>) =>
  request('POST', '/sign-in', SignInAnswerSchema, { body });

export const verifyCode = (body: v.InferOutput<typeof CodeBodySchema>) =>
  request('POST', '/mfa', StaffMeSchema, { body });

export const verifyRecoveryCode = (body: v.InferOutput<typeof RecoveryBodySchema>) =>
  request('POST', '/mfa/recovery', StaffMeSchema, { body });

export const getEnrolment = (signal: AbortSignal) => request('GET', '/enrolment', EnrolmentSchema, { signal });

export const enrol = (body: v.InferOutput<typeof CodeBodySchema>) =>
  request('POST', '/enrolment', EnrolledSchema, { body });
