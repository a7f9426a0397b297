'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { NewsletterSignUp } from '@/lib/api/contract/newsletter';
import type { ApiError } from '@/lib/api/errors';
import { messageKey } from '@/lib/forms/issue-keys';
import { subscribeToNewsletter } from '@/lib/api/newsletter';
import { useApiClient } from '@/lib/api/react';
import { NEWSLETTER_KEYS, newsletterFormSchema, newsletterIssues, type NewsletterKey } from './newsletter-fields';
import styles from './site-footer.module.css';

export interface NewsletterLabels extends Record<NewsletterKey, string> {
  title: string;
  intro: string;
  email: string;
  consent: string;
  submit: string;
  submitting: string;
  done: string;
  failed: string;
}

const resolver = zodResolver(newsletterFormSchema, { error: newsletterIssues });

/**
 * The footer's newsletter sign-up: an address and explicit consent, stored by the API. Its fields
 * have no names: it is sent by its script only, and a submit before the script runs carries no
 * address in the page's URL.
 */
export function NewsletterForm({ labels }: { labels: NewsletterLabels }) {
  const client = useApiClient();
  const id = useId();
  const { control, handleSubmit, setFocus, formState } = useForm<
    { email: string; consent: boolean },
    unknown,
    NewsletterSignUp
  >({ resolver, defaultValues: { email: '', consent: false }, shouldFocusError: false });
  const signUp = useMutation<void, ApiError, NewsletterSignUp>({
    mutationFn: (body) => subscribeToNewsletter(client, body),
  });

  const submit = handleSubmit(
    (body) => signUp.mutate(body),
    (errors) => setFocus(errors.email ? 'email' : 'consent'),
  );

  // One message at a time: the address's, else the box's, else the API's.
  const emailKey = messageKey(formState.errors.email?.message, NEWSLETTER_KEYS);
  const consentKey = emailKey ? undefined : messageKey(formState.errors.consent?.message, NEWSLETTER_KEYS);
  const error = emailKey ?? consentKey ?? (signUp.isError ? 'failed' : null);

  return (
    <section className={styles.newsletter} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.columnTitle}>
        {labels.title}
      </h2>
      <p className={styles.muted}>{labels.intro}</p>
      {signUp.isSuccess ? (
        <p className={styles.done} role="status" data-testid="newsletter-done">
          {labels.done}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
          <label htmlFor={`${id}-email`} className="visually-hidden">
            {labels.email}
          </label>
          <div className={styles.formRow}>
            <Controller
              control={control}
              name="email"
              render={({ field }) => (
                <input
                  {...field}
                  name={undefined}
                  id={`${id}-email`}
                  // A text field with an email keyboard: the page's sign-in form stays the only email input.
                  type="text"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder={labels.email}
                  aria-invalid={emailKey ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={styles.input}
                />
              )}
            />
            <Button type="submit" busy={signUp.isPending} data-testid="newsletter-submit">
              {signUp.isPending ? labels.submitting : labels.submit}
            </Button>
          </div>
          <label className={styles.consent}>
            <Controller
              control={control}
              name="consent"
              render={({ field: { value, onChange, onBlur, ref } }) => (
                <input
                  ref={ref}
                  type="checkbox"
                  checked={value}
                  aria-invalid={consentKey ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => onChange(event.target.checked)}
                  onBlur={onBlur}
                />
              )}
            />
            <span>{labels.consent}</span>
          </label>
          {/* Only while there is something to say: an empty alert on every page's footer would be
              one more alert region for assistive technology to track. */}
          {error ? (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {labels[error]}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
