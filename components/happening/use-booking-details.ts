'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BookingQuestion } from '@/contract/happening';
import type { useUserProfile } from '@/components/data/hooks';
import { messageKey } from '@/lib/forms/issue-keys';
import type { FieldName } from './booking-details';
import {
  BOOKING_KEYS,
  bookingFormSchema,
  bookingIssues,
  CONTACT_FIELDS,
  EMPTY_BOOKING,
  stepFields,
  type BookingParts,
  type BookingValues,
} from './booking-form';

/**
 * The booking's questions and contact details, checked with the booking request's rules as typed;
 * a step's messages show once the shopper has tried to leave it, and follow what they fix.
 */
export function useBookingDetails(questions: readonly BookingQuestion[], profile: ReturnType<typeof useUserProfile>) {
  const { t } = useTranslation('happening');
  const resolver = useMemo(() => zodResolver(bookingFormSchema(questions), { error: bookingIssues }), [questions]);
  const form = useForm<BookingValues, unknown, BookingParts>({
    resolver,
    defaultValues: EMPTY_BOOKING,
    mode: 'onChange',
    shouldFocusError: false,
  });
  const { getValues, setValue, setFocus, trigger, getFieldState, formState } = form;
  const [showErrors, setShowErrors] = useState(false);

  // A member's account details fill whatever the shopper has not typed.
  useEffect(() => {
    if (!profile) return;
    const member = {
      fullName: `${profile.firstName} ${profile.lastName}`.trim(),
      email: profile.email,
      phone: profile.mobile ? `+${profile.mobile.callingCode} ${profile.mobile.phoneNumber}` : '',
    };
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
