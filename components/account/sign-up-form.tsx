'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { get, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { focusField } from '@/components/forms/alert-focus';
import { useActionForm, type FormAction } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { type PasswordRuleCode, type RegisterBody, registrationPasswordCodes } from '@/contract/auth';
import { messageKey } from '@/lib/forms/issue-keys';
import { postedErrors } from '@/lib/forms/posted-errors';
import type { Language } from '@/lib/site';
import { ruleCodes } from './password-fields';
import type { SignUpFormState } from './sign-up-actions';
import { EMAIL_PATTERN } from './session-fields';
import {
  emptySignUp,
  latestBirthDate,
  SIGN_UP_FIELDS,
  SIGN_UP_PASSWORD_RULES,
  signUpFormSchema,
  signUpIssues,
  type SignUpValues,
} from './sign-up-fields';
import { SIGN_UP_KEYS } from './messages';
import { PasswordChecklist } from './password-checklist';
import { SignUpAlert } from './sign-up-alert';
import { SignUpConsents } from './sign-up-consents';
import { SignUpSent } from './sign-up-sent';
import styles from './sign-up-form.module.css';
import type { CountryCode } from '@/lib/site';
import { EMAIL_INPUT } from '@/lib/forms/email-input';

const noAction: FormAction<SignUpFormState> = async (state) => state;
const startValues = (state: SignUpFormState) => ({ ...emptySignUp(), ...state.values });
const errorsFrom = (state: SignUpFormState) => postedErrors<SignUpValues>(state.fieldErrors);

const noSubscription = () => () => {};
const noEmail = () => '';
function offeredEmail(): string {
  const email = new URLSearchParams(window.location.search).get('email')?.trim().slice(0, 254) ?? '';
  return EMAIL_PATTERN.test(email) ? email : '';
}
const noDate = () => undefined;

/**
 * Registration. The form posts to `action`: as a plain POST before (or without) JavaScript,
 * through React with it, after the same schema has checked it in the browser and the password
 * rules have shown as the member types. An accepted sign-up turns the form into "check your
 * email", the same whether or not the address has an account; a refused one keeps everything typed
 * except the passwords.
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
  action?: FormAction<SignUpFormState>;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const resolver = useMemo(() => zodResolver(signUpFormSchema(country), { error: signUpIssues }), [country]);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    state: posted,
    formAction,
    pending,
    onSubmit,
    register,
    setValue,
    getValues,
    control,
    formState,
  } = useActionForm<SignUpValues, SignUpFormState, RegisterBody>(
    action,
    {},
    {
      resolver,
      defaultValues: startValues,
      errorsFrom,
      shouldFocusError: false,
      // The first field with a message, else the password, whose checklist says what is wrong.
      onInvalid: (found) => focusField(formRef.current, SIGN_UP_FIELDS.find((name) => get(found, name)) ?? 'password'),
    },
  );
  const [email, password, passwordConfirmation] = useWatch({
    control,
    name: ['email', 'password', 'passwordConfirmation'],
  });
  // The answer whose password rules were typed over, and the "check your email" left to try again.
  const [retypedRound, setRetypedRound] = useState(0);
  const [dismissedRound, setDismissedRound] = useState(0);
  // Today's date is the browser's: the page itself is prerendered once for everyone.
  const maxBirthDate = useSyncExternalStore(noSubscription, latestBirthDate, noDate);
  // An e-mail handed over in the address (from "Continue with Google") fills an empty field once,
  // after hydration: the page's HTML is the same for everyone.
  const offered = useSyncExternalStore(noSubscription, offeredEmail, noEmail);
  useEffect(() => {
    if (offered && !getValues('email')) setValue('email', offered);
  }, [offered, getValues, setValue]);
  // After each refused answer the passwords go, as they do from the server's HTML (the alert takes
  // the focus as it appears).
  useEffect(() => {
    if (!posted.round || !posted.errorKey) return;
    setValue('password', '');
    setValue('passwordConfirmation', '');
  }, [posted.round, posted.errorKey, setValue]);

  const round = posted.round ?? 0;
  const serverCodes: readonly PasswordRuleCode[] = retypedRound === round ? [] : ruleCodes(posted.codes);
  const liveCodes = registrationPasswordCodes({ email, password, passwordConfirmation });
  const failing = new Set<PasswordRuleCode>([...liveCodes, ...serverCodes]);
  // Rule 005 and 007 only mean something once there is something to compare.
  const touched = password.length > 0 || formState.isSubmitted || Boolean(posted.codes?.length);
  // The rules the server found broken were about the last password and e-mail.
  const compared = { onChange: () => setRetypedRound(round) };

  if (posted.sentTo && dismissedRound !== round) {
    return (
      <SignUpSent
        email={posted.sentTo}
        search={posted.search ?? ''}
        lang={lang}
        defaultLang={defaultLang}
        onTryAgain={() => setDismissedRound(round)}
      />
    );
  }

  const errorKey = pending || posted.sentTo ? null : (posted.errorKey ?? null);
  const alertId = `${id}-alert`;
  // The field's message, by its name in the form (`consents.policy`).
  const fieldError = (name: string) => {
    const key = messageKey((get(formState.errors, name) as FieldError | undefined)?.message, SIGN_UP_KEYS);
    return key ? t(key) : null;
  };
  const kept = posted.values;

  return (
    <form
      ref={formRef}
      className={styles.form}
      action={formAction}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={errorKey ? alertId : undefined}
      data-testid="sign-up-form"
    >
      {errorKey ? <SignUpAlert id={alertId} answer={round} errorKey={errorKey} serverCodes={serverCodes} /> : null}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('signUp.aboutYou')}</legend>
        <div className={styles.pair}>
          <TextField
            label={t('signUp.firstName')}
            {...register('firstName')}
            autoComplete="given-name"
            required
            maxLength={100}
            defaultValue={kept?.firstName}
            error={fieldError('firstName')}
          />
          <TextField
            label={t('signUp.lastName')}
            {...register('lastName')}
            autoComplete="family-name"
            required
            maxLength={100}
            defaultValue={kept?.lastName}
            error={fieldError('lastName')}
          />
        </div>
        <TextField
          label={t('signUp.email')}
          {...register('email', compared)}
          {...EMAIL_INPUT}
          required
          maxLength={254}
          defaultValue={kept?.email}
          error={fieldError('email')}
        />
        <div className={styles.mobile}>
          <span className={styles.callingCode} aria-hidden="true">
            +{callingCode}
          </span>
          <TextField
            label={t('signUp.mobile', { callingCode })}
            {...register('mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            maxLength={20}
            defaultValue={kept?.mobile}
            error={fieldError('mobile')}
          />
        </div>
        <TextField
          label={t('signUp.dateOfBirth')}
          {...register('dateOfBirth')}
          type="date"
          autoComplete="bday"
          required
          max={maxBirthDate}
          defaultValue={kept?.dateOfBirth}
          error={fieldError('dateOfBirth')}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('signUp.passwordHeading')}</legend>
        <TextField
          label={t('signUp.password')}
          {...register('password', compared)}
          type="password"
          autoComplete="new-password"
          required
          maxLength={256}
        />
        <TextField
          label={t('signUp.passwordConfirmation')}
          {...register('passwordConfirmation', compared)}
          type="password"
          autoComplete="new-password"
          required
          maxLength={256}
        />
        <PasswordChecklist rules={SIGN_UP_PASSWORD_RULES} failing={failing} touched={touched} />
      </fieldset>

      <SignUpConsents
        register={register}
        errorOf={(name) => fieldError(`consents.${name}`)}
        checked={kept?.consents}
        lang={lang}
        defaultLang={defaultLang}
      />

      <Button type="submit" variant="primary" block disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </form>
  );
}
