import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';
import type { PasswordRuleCode } from '@/lib/api/contract';

export interface Argon2Params {
  memoryKib: number;
  iterations: number;
}

/** argon2id, encoded (PHC string) so parameters travel with the hash. */
export function hashPassword(password: string, params: Argon2Params): Promise<string> {
  return argon2id({
    password,
    salt: randomBytes(16),
    parallelism: 1,
    iterations: params.iterations,
    memorySize: params.memoryKib,
    hashLength: 32,
    outputType: 'encoded',
  });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

/** Rules 001–004: the shape of the password itself. */
export function passwordShapeCodes(password: string): PasswordRuleCode[] {
  const codes: PasswordRuleCode[] = [];
  if ([...password].length < 8) codes.push('AUTH_MS_PV_001');
  if (!/\p{Nd}/u.test(password)) codes.push('AUTH_MS_PV_002');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) codes.push('AUTH_MS_PV_003');
  if (!/\p{Ll}/u.test(password) || !/\p{Lu}/u.test(password)) codes.push('AUTH_MS_PV_004');
  return codes;
}

function sameAsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}

/** Every failing rule for a new account's password (001–005, 007). */
export function registrationPasswordCodes(input: {
  email: string;
  password: string;
  passwordConfirmation: string;
}): PasswordRuleCode[] {
  const codes = passwordShapeCodes(input.password);
  if (sameAsEmail(input.password, input.email)) codes.push('AUTH_MS_PV_005');
  if (input.password !== input.passwordConfirmation) codes.push('AUTH_MS_PV_007');
  return codes;
}

/**
 * Every failing rule for a password change (001–004, 006, 007). `previousHashes` are the
 * member's last two password hashes (the current one included).
 */
export async function changePasswordCodes(input: {
  email: string;
  password: string;
  passwordConfirmation: string;
  previousHashes: readonly string[];
}): Promise<PasswordRuleCode[]> {
  const codes = passwordShapeCodes(input.password);
  let reused = sameAsEmail(input.password, input.email);
  for (const hash of input.previousHashes) {
    if (reused) break;
    reused = await verifyPassword(input.password, hash);
  }
  if (reused) codes.push('AUTH_MS_PV_006');
  if (input.password !== input.passwordConfirmation) codes.push('AUTH_MS_PV_007');
  return codes;
}
