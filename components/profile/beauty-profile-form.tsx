'use client';

import Link from 'next/link';
import { useActionState, useEffect, useRef } from 'react';
import { useFormStatus } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button';
import {
  EYE_COLOURS,
  HAIR_CONCERNS,
  HAIR_TYPES,
  SKIN_CONCERNS,
  SKIN_TONES,
  SKIN_TYPES,
} from '@/lib/api/contract/profile-options';
import type { BeautyProfileFormState } from './beauty-profile-state';
import styles from './beauty-profile.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

export type BeautyProfileAction = (previous: BeautyProfileFormState, form: FormData) => Promise<BeautyProfileFormState>;

interface Choice {
  value: string;
  label: string;
  swatch?: string;
}

function ChoiceSet({
  name,
  legend,
  hint,
  multiple,
  choices,
  chosen,
}: {
  name: string;
  legend: string;
  hint: string;
  multiple: boolean;
  choices: Choice[];
  chosen: readonly string[];
}) {
  const hintId = `${name}-hint`;
  return (
    <fieldset className={styles.section} aria-describedby={hintId}>
      <legend className={styles.legend}>{legend}</legend>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={choice.swatch ? styles.swatchChoice : styles.choice}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
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

function SaveButton() {
  const { pending } = useFormStatus();
  const { t } = useTranslation('profile');
  return (
    <button type="submit" className={buttonClassName({ block: true })} aria-disabled={pending || undefined}>
      {pending ? t('saving') : t('save')}
    </button>
  );
}

/**
 * The beauty profile form. It posts to a server action, so it works before (or without) its
 * script; with the script the page is not reloaded and the outcome is announced in place.
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
  const [state, formAction] = useActionState(action, initial);
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.outcome) statusRef.current?.focus();
  }, [state.round, state.outcome]);
  const { values } = state;
  const single = (value: string | null) => (value ? [value] : []);
  const message =
    state.outcome === 'failed'
      ? t('failed')
      : state.outcome === 'saved'
        ? state.pointsEarned
          ? t('earned', { points: state.pointsEarned })
          : state.complete
            ? t('saved')
            : t('savedIncomplete')
        : null;
  return (
    <form action={formAction} className={styles.form} noValidate>
      <div
        ref={statusRef}
        tabIndex={-1}
        role={state.outcome === 'failed' ? 'alert' : 'status'}
        className={state.outcome === 'failed' ? styles.error : message ? styles.success : styles.status}
        data-testid="beauty-profile-status"
      >
        {message}
        {state.outcome === 'saved' && state.pointsEarned ? (
          <>
            {' '}
            <Link href={pointsHref}>{t('pointsLink')}</Link>
          </>
        ) : null}
      </div>
      {state.complete && state.outcome !== 'saved' ? <p className={styles.complete}>{t('complete')}</p> : null}
      <div key={state.round} className={styles.sections}>
        <ChoiceSet
          name="skinType"
          legend={t('sections.skinType')}
          hint={t('hints.one')}
          multiple={false}
          choices={SKIN_TYPES.map((value) => ({ value, label: t(`skinType.${value}`) }))}
          chosen={single(values.skinType)}
        />
        <ChoiceSet
          name="skinConcerns"
          legend={t('sections.skinConcerns')}
          hint={t('hints.many')}
          multiple
          choices={SKIN_CONCERNS.map((value) => ({ value, label: t(`skinConcerns.${value}`) }))}
          chosen={values.skinConcerns}
        />
        <ChoiceSet
          name="skinTone"
          legend={t('sections.skinTone')}
          hint={t('hints.one')}
          multiple={false}
          choices={Object.entries(SKIN_TONES).map(([value, swatch]) => ({
            value,
            swatch,
            label: runtimeKeys(t)(`skinTone.${value}`),
          }))}
          chosen={single(values.skinTone)}
        />
        <ChoiceSet
          name="hairType"
          legend={t('sections.hairType')}
          hint={t('hints.one')}
          multiple={false}
          choices={HAIR_TYPES.map((value) => ({ value, label: t(`hairType.${value}`) }))}
          chosen={single(values.hairType)}
        />
        <ChoiceSet
          name="hairConcerns"
          legend={t('sections.hairConcerns')}
          hint={t('hints.many')}
          multiple
          choices={HAIR_CONCERNS.map((value) => ({ value, label: t(`hairConcerns.${value}`) }))}
          chosen={values.hairConcerns}
        />
        <ChoiceSet
          name="eyeColour"
          legend={t('sections.eyeColour')}
          hint={t('hints.one')}
          multiple={false}
          choices={EYE_COLOURS.map((value) => ({ value, label: t(`eyeColour.${value}`) }))}
          chosen={single(values.eyeColour)}
        />
        <ChoiceSet
          name="favouriteCategories"
          legend={t('sections.favouriteCategories')}
          hint={t('hints.many')}
          multiple
          choices={categories.map((category) => ({ value: category.slug, label: category.name }))}
          chosen={values.favouriteCategories}
        />
      </div>
      <SaveButton />
    </form>
  );
}
