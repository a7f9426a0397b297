'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TERMS_AND_PRIVACY, TermsAndPrivacyText } from '@/components/content/terms-and-privacy';
import { PASSWORD_RULE_CODES, type PasswordRuleCode } from '@/lib/api/contract/auth';
import { errorMessageKey } from '@/lib/api/errors';
import { useRegister } from '@/lib/api/hooks';
import { withLanguage } from '@/lib/routing/language-query';
import { keepReturnTo, returnToOr } from '@/lib/routing/return-to';
import type { Language } from '@/lib/site';
import { SIGN_UP_FORM_MESSAGES } from './messages';
import type { SignUpFormState } from './session-actions';
import {
  CONSENT_FIELDS,
  type ConsentField,
  emptySignUp,
  latestBirthDate,
  passwordCodes,
  registerBody,
  SIGN_UP_PASSWORD_RULES,
  type SignUpField,
  type SignUpFieldErrors,
  type SignUpValues,
  validateSignUp,
} from './sign-up-fields';
import { PasswordChecklist } from './password-checklist';
import { signUpErrorKey } from './sign-up-errors';
import styles from './sign-up-form.module.css';
import type { CountryCode } from '@/lib/site';
import { runtimeKeys } from '@/lib/i18n/config';

type SignUpAction = (state: SignUpFormState, form: FormData) => Promise<SignUpFormState>;

const noAction: SignUpAction = async (state) => state;
const SHOWN_ERRORS: ReadonlySet<string> = new Set(SIGN_UP_FORM_MESSAGES.errors);
const FIELD_ORDER: readonly SignUpField[] = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'dateOfBirth',
  'personalData',
  'thirdPartyDisclosure',
  'policy',
  'over14',
];

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const noSubscription = () => () => {};
const noEmail = () => '';
function offeredEmail(): string {
  const email = new URLSearchParams(window.location.search).get('email')?.trim().slice(0, 254) ?? '';
  return EMAIL_SHAPE.test(email) ? email : '';
}
const noDate = () => undefined;

function isConsent(name: SignUpField): name is ConsentField {
  return (CONSENT_FIELDS as readonly string[]).includes(name);
}

function isRuleCode(value: unknown): value is PasswordRuleCode {
  return typeof value === 'string' && (PASSWORD_RULE_CODES as readonly string[]).includes(value);
}

/**
 * Registration. With JavaScript it calls the API itself and checks the password rules as the
 * member types; before (or without) JavaScript the same form posts to `action`, which checks the
 * same rules, registers, sets the session cookies and redirects. A failed submit keeps everything
 * typed except the passwords.
 */
export function SignUpForm({
  country,
  lang,
  defaultLang,
  callingCode,
  action = noAction,
}: {
  country: CountryCode;
  lang: Language;
  defaultLang: Language;
  callingCode: string;
  action?: SignUpAction;
}) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const router = useRouter();
  const registration = useRegister();
  const id = useId();
  const [posted, formAction] = useActionState(action, {});
  const [values, setValues] = useState<SignUpValues>(() => ({ ...emptySignUp(), ...posted.values }));
  const [fieldErrors, setFieldErrors] = useState<SignUpFieldErrors>(posted.fieldErrors ?? {});
  const [serverCodes, setServerCodes] = useState<PasswordRuleCode[]>(posted.codes ?? []);
  const [submitted, setSubmitted] = useState(Boolean(posted.codes?.length));
  const [errorKey, setErrorKey] = useState<string | null>(posted.errorKey ?? null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Today's date is the browser's: the page itself is prerendered once for everyone.
  const maxBirthDate = useSyncExternalStore(noSubscription, latestBirthDate, noDate);
  const [failures, setFailures] = useState(0);
  // An e-mail handed over in the address (from "Continue with Google") fills an empty field once,
  // after hydration: the page's HTML is the same for everyone.
  const offered = useSyncExternalStore(noSubscription, offeredEmail, noEmail);
  const [offerTaken, setOfferTaken] = useState(false);
  if (offered && !offerTaken) {
    setOfferTaken(true);
    if (!values.email) setValues((previous) => ({ ...previous, email: offered }));
  }
  // Focus moves to the message after each failed submit, so screen readers and keyboards land on it.
  useEffect(() => {
    if (failures > 0) alertRef.current?.focus();
  }, [failures]);

  const liveCodes = passwordCodes(values);
  const failing = new Set<PasswordRuleCode>([...liveCodes, ...serverCodes.filter((code) => !liveCodes.includes(code))]);
  // Rule 005 and 007 only mean something once there is something to compare.
  const touched = values.password.length > 0 || submitted;

  const set = <K extends keyof SignUpValues>(name: K, value: SignUpValues[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    if (name === 'password' || name === 'passwordConfirmation' || name === 'email') setServerCodes([]);
  };
  const setConsent = (name: ConsentField, checked: boolean) =>
    setValues((previous) => ({ ...previous, consents: { ...previous.consents, [name]: checked } }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setErrorKey(null);
    const { fieldErrors: errors, codes } = validateSignUp(values, country);
    setFieldErrors(errors);
    const form = event.currentTarget;
    const focus = (name: string) => {
      const element = form.elements.namedItem(name);
      if (element instanceof HTMLInputElement) element.focus();
    };
    const firstInvalid = FIELD_ORDER.find((name) => errors[name]);
    if (firstInvalid) return focus(isConsent(firstInvalid) ? `consents.${firstInvalid}` : firstInvalid);
    if (codes.length > 0) return focus('password');
    registration.mutate(registerBody(values, country), {
      onSuccess: () => router.replace(returnToOr(window.location.search, '/account', lang, defaultLang)),
      onError: (error) => {
        const codesFromServer = error.details?.codes;
        setServerCodes(Array.isArray(codesFromServer) ? codesFromServer.filter(isRuleCode) : []);
        setErrorKey(signUpErrorKey(error.code, errorMessageKey(error)));
        setValues((previous) => ({ ...previous, password: '', passwordConfirmation: '' }));
        setFailures((count) => count + 1);
      },
    });
  }

  const pending = registration.isPending || registration.isSuccess;
  const shownError = errorKey ? (SHOWN_ERRORS.has(errorKey) ? errorKey : null) : null;
  const ids = { alert: `${id}-alert`, consents: `${id}-consents` };
  const fieldError = (name: SignUpField) => (fieldErrors[name] ? t(fieldErrors[name]) : null);
  const signInHref = (search: string) => withLanguage(keepReturnTo('/sign_in', search), lang, defaultLang);

  return (
    <form
      className={styles.form}
      action={formAction}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={errorKey ? ids.alert : undefined}
    >
      {errorKey ? (
        <div id={ids.alert} ref={alertRef} className={styles.alert} role="alert" tabIndex={-1}>
          <p className={styles.alertTitle}>
            {errorKey.startsWith('signUp.') ? runtimeKeys(t)(errorKey) : runtimeKeys(tError)(shownError ?? 'generic')}
          </p>
          {errorKey === 'signUp.emailTaken' ? (
            <p className={styles.alertHelp}>
              <Link href={signInHref(typeof window === 'undefined' ? (posted.search ?? '') : window.location.search)}>
                {t('signUp.signInInstead')}
              </Link>
            </p>
          ) : null}
          {errorKey === 'signUp.passwordInvalid' && serverCodes.length > 0 ? (
            <ul className={styles.alertList}>
              {serverCodes.map((code) => (
                <li key={code}>{t(`passwordRules.${code}`)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('signUp.aboutYou')}</legend>
        <div className={styles.pair}>
          <TextField
            label={t('signUp.firstName')}
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={100}
            value={values.firstName}
            onChange={(e) => set('firstName', e.target.value)}
            error={fieldError('firstName')}
          />
          <TextField
            label={t('signUp.lastName')}
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={100}
            value={values.lastName}
            onChange={(e) => set('lastName', e.target.value)}
            error={fieldError('lastName')}
          />
        </div>
        <TextField
          label={t('signUp.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={fieldError('email')}
        />
        <div className={styles.mobile}>
          <span className={styles.callingCode} aria-hidden="true">
            +{callingCode}
          </span>
          <TextField
            label={t('signUp.mobile', { callingCode })}
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            maxLength={20}
            value={values.mobile}
            onChange={(e) => set('mobile', e.target.value)}
            error={fieldError('mobile')}
          />
        </div>
        <TextField
          label={t('signUp.dateOfBirth')}
          name="dateOfBirth"
          type="date"
          autoComplete="bday"
          required
          max={maxBirthDate}
          value={values.dateOfBirth}
          onChange={(e) => set('dateOfBirth', e.target.value)}
          error={fieldError('dateOfBirth')}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('signUp.passwordHeading')}</legend>
        <TextField
          label={t('signUp.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={256}
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
        />
        <TextField
          label={t('signUp.passwordConfirmation')}
          name="passwordConfirmation"
          type="password"
          autoComplete="new-password"
          required
          maxLength={256}
          value={values.passwordConfirmation}
          onChange={(e) => set('passwordConfirmation', e.target.value)}
        />
        <PasswordChecklist rules={SIGN_UP_PASSWORD_RULES} failing={failing} touched={touched} />
      </fieldset>

      <fieldset className={styles.group} aria-describedby={ids.consents}>
        <legend className={styles.legend}>{t('signUp.consentsHeading')}</legend>
        <p id={ids.consents} className={styles.hint}>
          {t('signUp.consentsIntro')}
        </p>
        {CONSENT_FIELDS.map((name) => {
          const inputId = `${id}-consent-${name}`;
          const error = fieldError(name);
          return (
            <div key={name} className={styles.consent}>
              <input
                id={inputId}
                className={styles.checkbox}
                type="checkbox"
                name={`consents.${name}`}
                value="yes"
                checked={values.consents[name]}
                onChange={(e) => setConsent(name, e.target.checked)}
                required={name !== 'marketing'}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
              />
              <label htmlFor={inputId} className={styles.consentLabel}>
                {t(`signUp.consents.${name}`)}
                {name === 'marketing' ? <span className={styles.optional}> {t('signUp.optional')}</span> : null}
              </label>
              {name === 'policy' ? (
                <p className={`${styles.hint} ${styles.consentLinks}`} data-testid="sign-up-policies">
                  <TermsAndPrivacyText
                    template={t('signUp.readPolicies', TERMS_AND_PRIVACY)}
                    termsLabel={t('signUp.termsLink')}
                    privacyLabel={t('signUp.privacyLink')}
                    lang={lang}
                    defaultLang={defaultLang}
                  />
                </p>
              ) : null}
              {error ? (
                <p id={`${inputId}-error`} className={styles.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>

      <Button type="submit" variant="primary" block disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </form>
  );
}
