/** The register fetchers; their bodies and answers are the contract's (src/contract/register.ts, account.ts). */
import { http } from '../../lib/http.ts';
import type { RegisterRequest, StepOneRequest } from '../../contract/register.ts';
import {
  type ValidateStepOneResponse,
  ValidateStepOneResponseSchema,
  type RegisterResponse,
  RegisterResponseSchema,
} from '../../contract/account.ts';

export function validateStepOne(body: StepOneRequest): Promise<ValidateStepOneResponse> {
  return http.post('/profile/validate-step-one', ValidateStepOneResponseSchema, body);
}

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return http.post('/profile/register', RegisterResponseSchema, body);
}
