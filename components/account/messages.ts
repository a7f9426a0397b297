/**
 * The keys each account client component shows. Kept out of the 'use client' modules so that
 * server pages can read them and pick exactly these strings for the browser.
 */
export const SIGN_IN_FORM_MESSAGES = {
  auth: [
    'signIn.email',
    'signIn.password',
    'signIn.submit',
    'signIn.submitting',
    'signIn.emailRequired',
    'signIn.emailInvalid',
    'signIn.passwordRequired',
    'signIn.formErrors',
    'signIn.blockedHelp',
    'signIn.contactUs',
    'unlock.link',
  ],
  errors: ['authenticationFailed', 'signInBlocked', 'tooManyRequests', 'network', 'timeout', 'unavailable', 'generic'],
} as const;

export const ACCOUNT_OVERVIEW_MESSAGES = {
  account: [
    'greeting',
    'member',
    'tier',
    'tiers.white',
    'tiers.black',
    'tiers.gold',
    'points',
    'cardNumber',
    'employee',
    'signOut',
    'signingOut',
    'loading',
    'loadError',
    'retry',
  ],
  auth: ['header.signIn'],
  errors: ['generic'],
} as const;

/** The `errors` an auth form shows that asks the API for no more than a link or a session. */
export const REQUEST_ERRORS = ['tooManyRequests', 'network', 'timeout', 'unavailable', 'generic'] as const;

export const UNLOCK_FORM_MESSAGES = {
  auth: [
    'unlock.email',
    'unlock.submit',
    'unlock.submitting',
    'unlock.emailRequired',
    'unlock.emailInvalid',
    'unlock.sent',
    'unlock.unlocking',
    'unlock.unlocked',
    'unlock.signIn',
    'unlock.invalidToken',
  ],
  errors: REQUEST_ERRORS,
} as const;

/** The registration form's messages of a field of its own (namespace `auth`). */
export const SIGN_UP_KEYS = [
  'signUp.required',
  'signUp.emailInvalid',
  'signUp.mobileInvalid',
  'signUp.dateInvalid',
  'signUp.underAge',
  'signUp.consentRequired',
] as const;

export const SIGN_UP_FORM_MESSAGES = {
  auth: [
    'signUp.aboutYou',
    'signUp.firstName',
    'signUp.lastName',
    'signUp.email',
    'signUp.mobile',
    'signUp.dateOfBirth',
    'signUp.passwordHeading',
    'signUp.password',
    'signUp.passwordConfirmation',
    'signUp.rulesHeading',
    'signUp.ruleMet',
    'signUp.ruleUnmet',
    'signUp.consentsHeading',
    'signUp.consentsIntro',
    'signUp.consents.personalData',
    'signUp.consents.thirdPartyDisclosure',
    'signUp.consents.policy',
    'signUp.readPolicies',
    'signUp.termsLink',
    'signUp.privacyLink',
    'signUp.consents.over14',
    'signUp.consents.marketing',
    'signUp.optional',
    'signUp.submit',
    'signUp.submitting',
    ...SIGN_UP_KEYS,
    'signUp.consentMissing',
    'signUp.passwordInvalid',
    'signUp.sentTitle',
    'signUp.sentBody',
    'signUp.sentHelp',
    'signUp.tryAgain',
    'passwordRules.AUTH_MS_PV_001',
    'passwordRules.AUTH_MS_PV_002',
    'passwordRules.AUTH_MS_PV_003',
    'passwordRules.AUTH_MS_PV_004',
    'passwordRules.AUTH_MS_PV_005',
    'passwordRules.AUTH_MS_PV_006',
    'passwordRules.AUTH_MS_PV_007',
  ],
  errors: REQUEST_ERRORS,
} as const;

/** The page of the link mailed at sign-up (namespace `auth`). */
export const CONFIRM_SIGN_UP_MESSAGES = {
  auth: [
    'confirmSignUp.submit',
    'confirmSignUp.submitting',
    'confirmSignUp.invalid',
    'confirmSignUp.signUpAgain',
    'confirmSignUp.welcome',
    'confirmSignUp.continue',
  ],
  errors: REQUEST_ERRORS,
} as const;

export const FORGOT_PASSWORD_FORM_MESSAGES = {
  auth: [
    'forgot.email',
    'forgot.submit',
    'forgot.submitting',
    'forgot.emailRequired',
    'forgot.emailInvalid',
    'forgot.sent',
  ],
  errors: REQUEST_ERRORS,
} as const;

/** The new-password checklist of a reset or a change (namespace `auth`); 005 is the sign-up's own. */
const NEW_PASSWORD_CHECKLIST = [
  'signUp.rulesHeading',
  'signUp.ruleMet',
  'signUp.ruleUnmet',
  'passwordRules.AUTH_MS_PV_001',
  'passwordRules.AUTH_MS_PV_002',
  'passwordRules.AUTH_MS_PV_003',
  'passwordRules.AUTH_MS_PV_004',
  'passwordRules.AUTH_MS_PV_006',
  'passwordRules.AUTH_MS_PV_007',
] as const;

export const RESET_PASSWORD_FORM_MESSAGES = {
  auth: [
    'reset.password',
    'reset.passwordConfirmation',
    'reset.submit',
    'reset.submitting',
    'reset.done',
    'reset.signIn',
    'reset.linkHelp',
    'reset.requestNew',
    'reset.passwordInvalid',
    ...NEW_PASSWORD_CHECKLIST,
  ],
  errors: ['resetTokenExpired', 'network', 'timeout', 'unavailable', 'tooManyRequests', 'generic'],
} as const;

/** The profile page's two forms: details and password. */
export const PROFILE_PAGE_MESSAGES = {
  account: [
    'profile.detailsHeading',
    'profile.preferencesHeading',
    'profile.firstName',
    'profile.lastName',
    'profile.email',
    'profile.mobile',
    'profile.dateOfBirth',
    'profile.dateOfBirthLocked',
    'profile.dateOfBirthOnce',
    'profile.marketing',
    'profile.submit',
    'profile.submitting',
    'profile.saved',
    'profile.formErrors',
    'profile.required',
    'profile.mobileInvalid',
    'profile.dateInvalid',
    'profile.underAge',
    'profile.dateLocked',
    'password.current',
    'password.new',
    'password.confirmation',
    'password.submit',
    'password.submitting',
    'password.changed',
    'password.currentRequired',
    'password.currentIncorrect',
    'password.changedMeanwhile',
    'password.invalid',
  ],
  auth: NEW_PASSWORD_CHECKLIST,
  errors: ['notAuthorized', 'sessionExpired', 'tooManyRequests', 'network', 'timeout', 'unavailable', 'generic'],
} as const;

export const GOOGLE_SIGN_IN_MESSAGES = {
  auth: [
    'google.continue',
    'google.or',
    'google.working',
    'google.notLinked',
    'google.notLinkedHelp',
    'google.notLinkedEmail',
    'google.register',
  ],
  errors: REQUEST_ERRORS,
} as const;
