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
  errors: ['network', 'timeout', 'unavailable', 'tooManyRequests', 'generic'],
} as const;
