'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { focusField, useFocusKeptOffAlerts } from '@/components/forms/alert-focus';
import { FormAlert, FormErrorAlert } from '@/components/forms/form-alert';
import { FormSubmit } from '@/components/forms/form-submit';
import { useActionForm, type FormAction } from '@/components/forms/use-action-form';
import { TextField } from '@/components/ui/text-field';
import type { UpdateUserBody } from '@/contract/user';
import { queryKeys } from '@/lib/api/query-keys';
import { messageKey } from '@/lib/forms/issue-keys';
import { postedErrors } from '@/lib/forms/posted-errors';
import type { CountryCode } from '@/lib/site';
import { keepTickedBeforeScript } from '@/lib/forms/typed-before-script';
import type { ProfileFormState } from './profile-actions';
import {
  PROFILE_KEYS,
  type ProfileField,
  profileFormSchema,
  profileIssues,
  type ProfileValues,
} from './profile-fields';
import { latestBirthDate } from './sign-up-fields';
import { PROFILE_PAGE_MESSAGES } from './messages';
import styles from './sign-up-form.module.css';
import pageStyles from './profile-page.module.css';

const noAction: FormAction<ProfileFormState> = async (state) => state;
const errorsFrom = (state: ProfileFormState) => postedErrors<ProfileValues>(state.fieldErrors);
const FIELD_ORDER: readonly ProfileField[] = ['firstName', 'lastName', 'mobile', 'dateOfBirth'];
const noSubscription = () => () => {};
const noDate = () => undefined;

/**
 * The member's names, mobile, birth date and marketing consent. The form posts to `action`: as a
 * plain POST before (or without) JavaScript, through React with it, after the same checks have run
 * in the browser. A refused form keeps what was typed. A birth date, once given, is shown and not
 * editable (`dateOfBirthText`, already formatted for the page's language).
 */
export function ProfileForm({
  country,
  callingCode,
  email,
  initial,
  storedMobile,
  dateOfBirthText,
  posted: postedBefore = {},
  action = noAction,
}: {
  country: CountryCode;
  callingCode: string;
  email: string;
  initial: ProfileValues;
  /** The mobile as stored, shown as the form shows it: left unchanged, it is not sent. */
  storedMobile: string;
  /** The member's birth date for display, or null while they have none. */
  dateOfBirthText: string | null;
  /** The answer to a post made without JavaScript, which the page shows after coming back. */
  posted?: ProfileFormState;
  action?: FormAction<ProfileFormState>;
}) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const id = useId();
  // What the fields start with, in the server's HTML too: a refused post comes back with what was typed.
  const [start] = useState<ProfileValues>(() => ({ ...initial, ...postedBefore.values }));
  const maxBirthDate = useSyncExternalStore(noSubscription, latestBirthDate, noDate);
  const dateLocked = dateOfBirthText !== null;
  const resolver = useMemo(
    () => zodResolver(profileFormSchema(country, { dateLocked, mobile: storedMobile }), { error: profileIssues }),
    [country, dateLocked, storedMobile],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const {
    state: posted,
    formAction,
    pending,
    onSubmit,
    control,
    register,
    setValue,
    formState,
  } = useActionForm<ProfileValues, ProfileFormState, UpdateUserBody>(action, postedBefore, {
    resolver,
    defaultValues: () => start,
    errorsFrom,
    shouldFocusError: false,
    onInvalid: (errors) => {
      const first = FIELD_ORDER.find((name) => errors[name]);
      if (first && (first !== 'dateOfBirth' || !dateLocked)) focusField(formRef.current, first);
    },
  });
  const marketing = useWatch({ control, name: 'marketing' });
  // Refused in the browser: the form's own message until the next answer.
  const refused = formState.isSubmitted && !formState.isSubmitSuccessful;

  useFocusKeptOffAlerts(formRef, posted);
  useEffect(() => {
    // The header greets the member by name.
    if (posted.round && posted.saved) void queryClient.invalidateQueries({ queryKey: queryKeys.user() });
  }, [posted.round, posted.saved, queryClient]);

  const errorKey = refused ? 'profile.formErrors' : posted.saved ? null : (posted.errorKey ?? null);
  const fieldError = (name: ProfileField) => {
    const key = messageKey(formState.errors[name]?.message, PROFILE_KEYS);
    return key ? t(key) : null;
  };
  const saved = posted.saved && !refused && !pending;

  return (
    <form
      ref={formRef}
      className={styles.form}
      action={formAction}
      noValidate
      onSubmit={onSubmit}
      data-testid="profile-form"
    >
      <FormErrorAlert
        errorKey={errorKey}
        known={PROFILE_PAGE_MESSAGES.errors}
        own={{ prefix: 'profile.', t }}
        answer={posted}
      />
      {saved ? <FormAlert status answer={posted} title={t('profile.saved')} /> : null}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('profile.detailsHeading')}</legend>
        <div className={styles.pair}>
          <TextField
            label={t('profile.firstName')}
            {...register('firstName')}
            autoComplete="given-name"
            required
            maxLength={100}
            defaultValue={start.firstName}
            error={fieldError('firstName')}
          />
          <TextField
            label={t('profile.lastName')}
            {...register('lastName')}
            autoComplete="family-name"
            required
            maxLength={100}
            defaultValue={start.lastName}
            error={fieldError('lastName')}
          />
        </div>
        <dl className={pageStyles.readOnly}>
          <dt className={pageStyles.readOnlyLabel}>{t('profile.email')}</dt>
          <dd className={pageStyles.readOnlyValue}>{email}</dd>
        </dl>
        <div className={styles.mobile}>
          <span className={styles.callingCode} aria-hidden="true">
            +{callingCode}
          </span>
          <TextField
            label={t('profile.mobile', { callingCode })}
            {...register('mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={24}
            defaultValue={start.mobile}
            error={fieldError('mobile')}
          />
        </div>
        {dateLocked ? (
          <div className={pageStyles.readOnly} data-testid="profile-birth-date">
            <dl className={pageStyles.readOnly}>
              <dt className={pageStyles.readOnlyLabel}>{t('profile.dateOfBirth')}</dt>
              <dd className={pageStyles.readOnlyValue}>{dateOfBirthText}</dd>
            </dl>
            <p className={styles.hint}>{t('profile.dateOfBirthLocked')}</p>
            {fieldError('dateOfBirth') ? <p className={styles.error}>{fieldError('dateOfBirth')}</p> : null}
          </div>
        ) : (
          <div>
            <TextField
              label={t('profile.dateOfBirth')}
              {...register('dateOfBirth')}
              type="date"
              autoComplete="bday"
              max={maxBirthDate}
              defaultValue={start.dateOfBirth}
              error={fieldError('dateOfBirth')}
            />
            <p className={styles.hint}>{t('profile.dateOfBirthOnce')}</p>
          </div>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('profile.preferencesHeading')}</legend>
        <div className={styles.consent}>
          <input
            id={`${id}-marketing`}
            className={styles.checkbox}
            ref={keepTickedBeforeScript((checked) => setValue('marketing', checked))}
            type="checkbox"
            name="marketing"
            value="yes"
            checked={marketing}
            onChange={(e) => setValue('marketing', e.target.checked)}
          />
          <label htmlFor={`${id}-marketing`} className={styles.consentLabel}>
            {t('profile.marketing')}
          </label>
        </div>
      </fieldset>
      <FormSubmit pending={pending} label={t('profile.submit')} pendingLabel={t('profile.submitting')} />
    </form>
  );
}
