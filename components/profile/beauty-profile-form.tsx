'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@/components/ui/link';
import { useRef } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { focusField, useFocusKeptOffAlerts } from '@/components/forms/alert-focus';
import { FormAlert } from '@/components/forms/form-alert';
import { useActionForm, type FormAction } from '@/components/forms/use-action-form';
import { buttonClassName } from '@/components/ui/button';
import { beautyProfileInputSchema, type BeautyProfileInput } from '@/contract/profile';
import {
  EYE_COLOURS,
  HAIR_CONCERNS,
  HAIR_TYPES,
  SKIN_CONCERNS,
  SKIN_TONES,
  SKIN_TYPES,
} from '@/contract/profile-options';
import { BEAUTY_PROFILE_FIELDS, type BeautyProfileFormState, type BeautyProfileValues } from './beauty-profile-state';
import styles from './beauty-profile.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

export type BeautyProfileAction = FormAction<BeautyProfileFormState>;

/**
 * The API's own schema checks the choices. One it refuses (a value not offered, one twice, more
 * favourite categories than it takes) says what a refused save says: the form's one message.
 */
const resolver = zodResolver(beautyProfileInputSchema);

interface Choice {
  value: string;
  label: string;
  swatch?: string;
}

/** One section of the profile: a list-valued one takes several choices, the others one. */
function ChoiceSet({
  name,
  choices,
  values,
  register,
}: {
  name: keyof BeautyProfileValues;
  choices: Choice[];
  values: BeautyProfileValues;
  register: UseFormRegister<BeautyProfileValues>;
}) {
  const { t } = useTranslation('profile');
  const value = values[name];
  const multiple = Array.isArray(value);
  const chosen: readonly string[] = Array.isArray(value) ? value : value ? [value] : [];
  const hintId = `${name}-hint`;
  return (
    <fieldset className={styles.section} aria-describedby={hintId}>
      <legend className={styles.legend}>{t(`sections.${name}`)}</legend>
      <p id={hintId} className={styles.hint}>
        {multiple ? t('hints.many') : t('hints.one')}
      </p>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={choice.swatch ? styles.swatchChoice : styles.choice}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              {...register(name)}
              value={choice.value}
              defaultChecked={chosen.includes(choice.value)}
              className={styles.input}
            />
            {choice.swatch ? (
              <span className={styles.swatch} style={{ background: choice.swatch }} aria-hidden="true" />
            ) : null}
            <span className={styles.text}>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The beauty profile form. It posts to a server action, so it works before (or without) its
 * script; with the script the choices are checked with the API's schema first, the page is not
 * reloaded and the outcome is announced in place.
 */
export function BeautyProfileForm({
  action,
  initial,
  categories,
  pointsHref,
}: {
  action: BeautyProfileAction;
  initial: BeautyProfileFormState;
  categories: Array<{ slug: string; name: string }>;
  pointsHref: string;
}) {
  const { t } = useTranslation('profile');
  const formRef = useRef<HTMLFormElement>(null);
  const { state, formAction, pending, onSubmit, register, formState } = useActionForm<
    BeautyProfileValues,
    BeautyProfileFormState,
    BeautyProfileInput
  >(action, initial, {
    resolver,
    defaultValues: (posted) => posted.values,
    shouldFocusError: false,
    onInvalid: (errors) => {
      const first = BEAUTY_PROFILE_FIELDS.find((name) => errors[name]);
      if (first) focusField(formRef.current, first);
    },
  });

  // Choices refused in the browser say what a refused save says, until the next save.
  const refused = BEAUTY_PROFILE_FIELDS.some((name) => formState.errors[name]);
  const outcome = refused ? 'failed' : state.outcome;
  // A post made without JavaScript comes back with its choices as they were sent.
  const { values } = state;
  const sections: Array<{ name: keyof BeautyProfileValues; choices: Choice[] }> = [
    { name: 'skinType', choices: SKIN_TYPES.map((value) => ({ value, label: t(`skinType.${value}`) })) },
    { name: 'skinConcerns', choices: SKIN_CONCERNS.map((value) => ({ value, label: t(`skinConcerns.${value}`) })) },
    {
      name: 'skinTone',
      choices: Object.entries(SKIN_TONES).map(([value, swatch]) => ({
        value,
        swatch,
        label: runtimeKeys(t)(`skinTone.${value}`),
      })),
    },
    { name: 'hairType', choices: HAIR_TYPES.map((value) => ({ value, label: t(`hairType.${value}`) })) },
    { name: 'hairConcerns', choices: HAIR_CONCERNS.map((value) => ({ value, label: t(`hairConcerns.${value}`) })) },
    { name: 'eyeColour', choices: EYE_COLOURS.map((value) => ({ value, label: t(`eyeColour.${value}`) })) },
    {
      name: 'favouriteCategories',
      choices: categories.map((category) => ({ value: category.slug, label: category.name })),
    },
  ];
  const message =
    outcome === 'failed'
      ? t('failed')
      : state.outcome === 'saved'
        ? state.pointsEarned
          ? t('earned', { points: state.pointsEarned })
          : state.complete
            ? t('saved')
            : t('savedIncomplete')
        : null;
  useFocusKeptOffAlerts(formRef, state);
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} className={styles.form} noValidate>
      {message ? (
        <FormAlert
          answer={state}
          status={outcome !== 'failed'}
          testId="beauty-profile-status"
          title={
            outcome === 'saved' && state.pointsEarned ? (
              <>
                {message} <Link href={pointsHref}>{t('pointsLink')}</Link>
              </>
            ) : (
              message
            )
          }
        />
      ) : null}
      {state.complete && outcome !== 'saved' ? <p className={styles.complete}>{t('complete')}</p> : null}
      <div className={styles.sections}>
        {sections.map((section) => (
          <ChoiceSet key={section.name} {...section} values={values} register={register} />
        ))}
      </div>
      <button type="submit" className={buttonClassName({ block: true })} aria-disabled={pending || undefined}>
        {pending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
