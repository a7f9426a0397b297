import { VISITOR_CODE_LENGTH, VISITOR_CODE_MAX_LENGTH } from './constants';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new visitor code: 16 lower-case letters and digits from a secure random source. */
export function generateVisitorCode(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(VISITOR_CODE_LENGTH));
  let code = '';
  // 252 is the largest multiple of 36 below 256: rejecting higher bytes keeps every character equally likely.
  for (let i = 0; code.length < VISITOR_CODE_LENGTH; i += 1) {
    if (i >= bytes.length) return code + generateVisitorCode(random).slice(code.length);
    const byte = bytes[i] ?? 0;
    if (byte < 252) code += ALPHABET[byte % ALPHABET.length];
  }
  return code;
}

/** A stored visitor code is kept if it is lower-case letters and digits, at most 255 long. */
export function isValidVisitorCode(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= VISITOR_CODE_MAX_LENGTH &&
    /^[a-z0-9]+$/.test(value)
  );
}
