/** The message a failed registration shows: the auth namespace's own, else the errors namespace's. */
export function signUpErrorKey(code: string, fallback: string): string {
  switch (code) {
    case 'invalid_password':
      return 'signUp.passwordInvalid';
    case 'under_minimum_age':
      return 'signUp.underAge';
    case 'invalid_date':
      return 'signUp.dateInvalid';
    case 'consent_required':
      return 'signUp.consentMissing';
    case 'invalid_mobile_number':
      return 'signUp.mobileInvalid';
    default:
      return fallback;
  }
}

/** The message a sign-up link that made no account shows. */
export function confirmErrorKey(code: string, fallback: string): string {
  return code === 'invalid_confirmation_token' ? 'confirmSignUp.invalid' : fallback;
}
