/**
 * Who may see a sandbox page. Closed (404) unless the storefront runs with ENABLE_SANDBOX; when
 * open, only a browser that has proved the QA credential sees more than the sign-in form.
 */
export type SandboxGate = 'closed' | 'sign-in' | 'open';

export function sandboxGate({
  enabled,
  credential,
}: {
  enabled: boolean;
  credential: string | undefined;
}): SandboxGate {
  if (!enabled) return 'closed';
  return credential ? 'open' : 'sign-in';
}

/** The httpOnly cookie that keeps the proved QA credential for this browser. */
export const QA_COOKIE = 'qa-credential';
/** A working day: QA proves the credential again the next morning. */
export const QA_COOKIE_MAX_AGE = 12 * 60 * 60;
