/**
 * What every e-mail address field asks of the browser: the e-mail keyboard, the address it knows,
 * no capital letter or spelling fix added to what is typed.
 */
export const EMAIL_INPUT = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;
