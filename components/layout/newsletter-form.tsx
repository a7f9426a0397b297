'use client';

import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { NewsletterSignUp } from '@/contract/newsletter';
import type { ApiError } from '@/lib/api/errors';
import { subscribeToNewsletter } from '@/lib/api/newsletter';
import { useApiClient } from '@/components/data/api-client';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { NEWSLETTER_KEYS, type NewsletterKey } from './newsletter-keys';
import styles from './site-footer.module.css';
import { EMAIL_INPUT } from '@/lib/forms/email-input';

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

type Field = keyof NewsletterSignUp;

/**
 * The footer's newsletter sign-up: an address and explicit consent, stored by the API. It checks
 * with the API's sign-up schema (`newsletter-fields.ts`), loaded with the first submit: the form is
 * in every page's footer, and the schema library stays out of every page's first load. Its fields
 * have no names: it is sent by its script only, and a submit before the script runs carries no
 * address in the page's URL.
 */
export function NewsletterForm({ labels }: { labels: NewsletterLabels }) {
  const client = useApiClient();
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [invalid, setInvalid] = useState<Partial<Record<Field, NewsletterKey>>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const signUp = useMutation<void, ApiError, NewsletterSignUp>({
    mutationFn: (body) => subscribeToNewsletter(client, body),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { newsletterFormSchema, newsletterIssues } = await import('./newsletter-fields');
    const checked = newsletterFormSchema.safeParse({ email, consent }, { error: newsletterIssues });
    if (!checked.success) {
      const keys = fieldKeys<Field, NewsletterKey>(checked.error.issues, NEWSLETTER_KEYS);
      setInvalid(keys);
      (keys.email ? emailRef : consentRef).current?.focus();
      return;
    }
    setInvalid({});
    signUp.mutate(checked.data);
  };

  // One message at a time: the address's, else the box's, else the API's.
  const key = invalid.email ?? invalid.consent;
  const error = key ? labels[key] : signUp.isError ? labels.failed : null;
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
            <input
              ref={emailRef}
              id={`${id}-email`}
              // A text field with an email keyboard: the page's sign-in form stays the only email input.
              {...EMAIL_INPUT}
              type="text"
              placeholder={labels.email}
              value={email}
              aria-invalid={invalid.email ? true : undefined}
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
              ref={consentRef}
              type="checkbox"
              checked={consent}
              aria-invalid={!invalid.email && invalid.consent ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <span>{labels.consent}</span>
          </label>
          {/* Only while there is something to say: an empty alert on every page's footer would be
              one more alert region for assistive technology to track. */}
          {error ? (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
