import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';
import {
  passwordEqualsEmail,
  passwordShapeCodes,
  type PasswordRuleCode,
  registrationPasswordCodes,
} from '@/contract';

export { passwordShapeCodes, registrationPasswordCodes };

export interface Argon2Params {
  memoryKib: number;
  iterations: number;
}

/**
 * At most this many argon2 computations run at once; the rest wait their turn. Each holds its
 * memory cost (19 MiB by default) and runs on the API's thread, so a burst of sign-ups or
 * sign-ins queues here instead of exhausting memory, and other requests keep being answered
 * between two hashes.
 */
export const MAX_CONCURRENT_HASHES = 2;

let running = 0;
const waiting: Array<() => void> = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  // A finishing hash hands its slot straight to the next in line, so no newcomer slips in between.
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** argon2id, encoded (PHC string) so parameters travel with the hash. */
export function hashPassword(password: string, params: Argon2Params): Promise<string> {
  return bounded(() =>
    argon2id({
      password,
      salt: randomBytes(16),
      parallelism: 1,
      iterations: params.iterations,
      memorySize: params.memoryKib,
      hashLength: 32,
      outputType: 'encoded',
    }),
  );
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await bounded(() => argon2Verify({ password, hash }));
  } catch {
    return false;
  }
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
  let reused = passwordEqualsEmail(input.password, input.email);
  for (const hash of input.previousHashes) {
    if (reused) break;
    reused = await verifyPassword(input.password, hash);
  }
  if (reused) codes.push('AUTH_MS_PV_006');
  if (input.password !== input.passwordConfirmation) codes.push('AUTH_MS_PV_007');
  return codes;
}
