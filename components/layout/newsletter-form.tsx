'use client';

import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api/errors';
import { subscribeToNewsletter } from '@/lib/api/newsletter';
import { useApiClient } from '@/lib/api/react';
import styles from './site-footer.module.css';

export interface NewsletterLabels {
  title: string;
  intro: string;
  email: string;
  consent: string;
  submit: string;
  submitting: string;
  done: string;
  emailInvalid: string;
  consentRequired: string;
  failed: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The footer's newsletter sign-up: an address and explicit consent, stored by the API. */
export function NewsletterForm({ labels }: { labels: NewsletterLabels }) {
  const client = useApiClient();
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<{ field: 'email' | 'consent' | 'form'; text: string } | null>(null);
  const signUp = useMutation<void, ApiError, string>({
    mutationFn: (address) => subscribeToNewsletter(client, { email: address, consent: true }),
    onError: () => setError({ field: 'form', text: labels.failed }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) return setError({ field: 'email', text: labels.emailInvalid });
    if (!consent) return setError({ field: 'consent', text: labels.consentRequired });
    setError(null);
    signUp.mutate(email.trim());
  };

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
        <form onSubmit={submit} noValidate className={styles.form}>
          <label htmlFor={`${id}-email`} className="visually-hidden">
            {labels.email}
          </label>
          <div className={styles.formRow}>
            <input
              id={`${id}-email`}
              // A text field with an email keyboard: the page's sign-in form stays the only email input.
              type="text"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={labels.email}
              value={email}
              aria-invalid={error?.field === 'email' ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setEmail(event.target.value)}
              className={styles.input}
            />
            <Button type="submit" busy={signUp.isPending} data-testid="newsletter-submit">
              {signUp.isPending ? labels.submitting : labels.submit}
            </Button>
          </div>
          <label className={styles.consent}>
            <input
              type="checkbox"
              checked={consent}
              aria-invalid={error?.field === 'consent' ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <span>{labels.consent}</span>
          </label>
          {/* Only while there is something to say: an empty alert on every page's footer would be
              one more alert region for assistive technology to track. */}
          {error ? (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {error.text}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
