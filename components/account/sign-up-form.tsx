'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import {
  useActionState,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { get, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { type PasswordRuleCode, type RegisterBody, registrationPasswordCodes } from '@/lib/api/contract/auth';
import { errorMessageKey } from '@/lib/api/errors';
import { useRegister } from '@/lib/api/hooks';
import { messageKey } from '@/lib/forms/issue-keys';
import { postedErrors } from '@/lib/forms/posted-errors';
import { returnToOr } from '@/lib/routing/return-to';
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
import { signUpErrorKey } from './sign-up-errors';
import styles from './sign-up-form.module.css';
import type { CountryCode } from '@/lib/site';

type SignUpAction = (state: SignUpFormState, form: FormData) => Promise<SignUpFormState>;

const noAction: SignUpAction = async (state) => state;

const noSubscription = () => () => {};
const noEmail = () => '';
function offeredEmail(): string {
  const email = new URLSearchParams(window.location.search).get('email')?.trim().slice(0, 254) ?? '';
  return EMAIL_PATTERN.test(email) ? email : '';
}
const noDate = () => undefined;

/**
 * Registration. With JavaScript it calls the API itself and checks the password rules as the
 * member types; before (or without) JavaScript the same form posts to `action`, which checks it
 * with the same schema, registers, sets the session cookies and redirects. A failed submit keeps
 * everything typed except the passwords.
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
  const router = useRouter();
  const registration = useRegister();
  const id = useId();
  const [posted, formAction] = useActionState(action, {});
  const resolver = useMemo(() => zodResolver(signUpFormSchema(country), { error: signUpIssues }), [country]);
  const serverErrors = useMemo(() => postedErrors<SignUpValues>(posted.fieldErrors), [posted]);
  const { register, handleSubmit, setFocus, setValue, getValues, control, formState } = useForm<
    SignUpValues,
    unknown,
    RegisterBody
  >({
    resolver,
    defaultValues: { ...emptySignUp(), ...posted.values },
    errors: serverErrors,
    shouldFocusError: false,
  });
  const [email, password, passwordConfirmation] = useWatch({
    control,
    name: ['email', 'password', 'passwordConfirmation'],
  });
  const [serverCodes, setServerCodes] = useState<PasswordRuleCode[]>(ruleCodes(posted.codes));
  const [errorKey, setErrorKey] = useState<string | null>(posted.errorKey ?? null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Today's date is the browser's: the page itself is prerendered once for everyone.
  const maxBirthDate = useSyncExternalStore(noSubscription, latestBirthDate, noDate);
  const [failures, setFailures] = useState(0);
  // An e-mail handed over in the address (from "Continue with Google") fills an empty field once,
  // after hydration: the page's HTML is the same for everyone.
  const offered = useSyncExternalStore(noSubscription, offeredEmail, noEmail);
  useEffect(() => {
    if (offered && !getValues('email')) setValue('email', offered);
  }, [offered, getValues, setValue]);
  // Focus moves to the message after each failed submit, so screen readers and keyboards land on it.
  useEffect(() => {
    if (failures > 0) alertRef.current?.focus();
  }, [failures]);

  const liveCodes = registrationPasswordCodes({ email, password, passwordConfirmation });
  const failing = new Set<PasswordRuleCode>([...liveCodes, ...serverCodes]);
  // Rule 005 and 007 only mean something once there is something to compare.
  const touched = password.length > 0 || formState.isSubmitted || Boolean(posted.codes?.length);
  // The rules the server found broken were about the last password and e-mail.
  const compared = { onChange: () => setServerCodes([]) };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setErrorKey(null);
    void handleSubmit(
      (body) =>
        registration.mutate(body, {
          onSuccess: () => router.replace(returnToOr(window.location.search, '/account', lang, defaultLang)),
          onError: (error) => {
            setServerCodes(ruleCodes(error.details?.codes));
            setErrorKey(signUpErrorKey(error.code, errorMessageKey(error)));
            setValue('password', '');
            setValue('passwordConfirmation', '');
            setFailures((count) => count + 1);
          },
        }),
      // The first field with a message, else the password, whose checklist says what is wrong.
      (found) => setFocus(SIGN_UP_FIELDS.find((name) => get(found, name)) ?? 'password'),
    )(event);
  }

  const pending = registration.isPending || registration.isSuccess;
  const ids = { alert: `${id}-alert` };
  // The field's message, by its name in the form (`consents.policy`).
  const fieldError = (name: string) => {
    const key = messageKey((get(formState.errors, name) as FieldError | undefined)?.message, SIGN_UP_KEYS);
    return key ? t(key) : null;
  };
  const kept = posted.values;

  return (
    <form
      className={styles.form}
      action={formAction}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={errorKey ? ids.alert : undefined}
    >
      {errorKey ? (
        <SignUpAlert
          id={ids.alert}
          alertRef={alertRef}
          errorKey={errorKey}
          serverCodes={serverCodes}
          postedSearch={posted.search}
          lang={lang}
          defaultLang={defaultLang}
        />
      ) : null}

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
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
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
