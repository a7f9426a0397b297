'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActionForm, type FormAction } from '@/components/forms/use-action-form';
import type { BookingQuestion } from '@/contract/happening';
import type { useUserProfile } from '@/components/data/hooks';
import { newIdempotencyKey } from '@/lib/api/bag';
import { messageKey } from '@/lib/forms/issue-keys';
import type { BookingFormState } from './booking-actions';
import type { FieldName } from './booking-details';
import {
  BOOKING_KEYS,
  bookingFormSchema,
  bookingIssues,
  CONTACT_FIELDS,
  EMPTY_BOOKING,
  memberContact,
  stepFields,
  type BookingParts,
  type BookingValues,
} from './booking-form';

const startValues = () => EMPTY_BOOKING;

/**
 * The booking's questions and contact details, checked with the booking request's rules as typed;
 * a step's messages show once the shopper has tried to leave it, and follow what they fix. The
 * booking goes to its server action (`action`), the form's only write, once every step checks:
 * else `onRefused` is told which fields are wrong, to go back to their step.
 */
export function useBookingDetails(
  questions: readonly BookingQuestion[],
  profile: ReturnType<typeof useUserProfile>,
  action: FormAction<BookingFormState>,
  onRefused: (errors: FieldErrors<BookingValues>) => void,
) {
  const { t } = useTranslation('happening');
  const resolver = useMemo(() => zodResolver(bookingFormSchema(questions), { error: bookingIssues }), [questions]);
  const [showErrors, setShowErrors] = useState(false);
  // The attempt sent last: the same booking sent again keeps its key, so the API books it once.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const form = useActionForm<BookingValues, BookingFormState, BookingParts>(
    action,
    {},
    {
      resolver,
      defaultValues: startValues,
      mode: 'onChange',
      shouldFocusError: false,
      onInvalid: (errors) => {
        setShowErrors(true);
        onRefused(errors);
      },
      prepare: (data, parts) => {
        const body = JSON.stringify([data.get('slotId'), data.get('artistId'), parts]);
        if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
        data.set('key', attempt.current.key);
      },
    },
  );
  const { getValues, setValue, setFocus, trigger, getFieldState, formState } = form;

  // A member's account details fill whatever the shopper has not typed.
  useEffect(() => {
    if (!profile) return;
    const member = memberContact(profile);
    for (const field of CONTACT_FIELDS) if (!getValues(field)) setValue(field, member[field]);
  }, [profile, getValues, setValue]);

  /** A field's message, translated, once its step has been tried. */
  const errorOf = (name: FieldName) => {
    // Read on every render: the form re-renders with its messages only for what it has been read for.
    const key = messageKey(getFieldState(name, formState).error?.message, BOOKING_KEYS);
    return showErrors && key ? t(key) : null;
  };

  /** Shows the step's messages and focuses its first wrong field; true when there is none. */
  const check = async (step: 'questions' | 'contact') => {
    const names = stepFields(step, questions);
    if (await trigger(names)) return true;
    setShowErrors(true);
    const first = names.find((name) => getFieldState(name).invalid);
    if (first) setFocus(first);
    return false;
  };

  return { form, errorOf, check, setShowErrors };
}
