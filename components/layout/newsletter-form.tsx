'use client';

import { boundAction } from '@/components/forms/bound-action';
import { useId, useRef, useState, type FormEvent } from 'react';
import { keepTickedBeforeScript, keepTypedBeforeScript } from '@/lib/forms/typed-before-script';
import { useApiClient } from '@/components/data/api-client';
import { useActionPost } from '@/components/forms/action-post';
import { focusField, useFocusKeptOffAlerts } from '@/components/forms/alert-focus';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmit } from '@/components/forms/form-submit';
import { EMAIL_INPUT } from '@/lib/forms/email-input';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { signUpForNewsletter, type NewsletterFormState } from './newsletter-actions';
import { NEWSLETTER_KEYS, type NewsletterKey } from './newsletter-keys';
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

type Invalid = NonNullable<NewsletterFormState['invalid']>;

/**
 * The footer's newsletter sign-up: an address and explicit consent, stored by its server action,
 * the form's only write (`newsletter-actions.ts`), which a post without JavaScript reaches too. The
 * browser checks first with the API's sign-up schema (`newsletter-fields.ts`), loaded with the
 * first submit: the form is in every page's footer, and neither the schema library nor the form
 * library is in any page's first load.
 */
export function NewsletterForm({ labels }: { labels: NewsletterLabels }) {
  const client = useApiClient();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const action = boundAction(signUpForNewsletter, client.country, client.lang);
  const { state, formAction, pending, post } = useActionPost<NewsletterFormState>(action, {});
  // In the server's HTML too: a form posted without JavaScript comes back with what was typed.
  const [email, setEmail] = useState(state.email ?? '');
  const [consent, setConsent] = useState(state.consent ?? false);
  // What was typed or ticked before the page's script arrived is kept once it has.
  const keepEmail = keepTypedBeforeScript(setEmail);
  const keepConsent = keepTickedBeforeScript(setConsent);
  // What the browser's own check refused, until the next post.
  const [refused, setRefused] = useState<Invalid | null>(null);
  useFocusKeptOffAlerts(formRef, state);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const { newsletterFormSchema, newsletterIssues } = await import('./newsletter-fields');
    const checked = newsletterFormSchema.safeParse({ email, consent }, { error: newsletterIssues });
    if (!checked.success) {
      const keys = fieldKeys<keyof Invalid, NewsletterKey>(checked.error.issues, NEWSLETTER_KEYS);
      // The first wrong field keeps the focus; the alert says why.
      focusField(form, keys.email ? 'email' : 'consent');
      setRefused(keys);
      return;
    }
    setRefused(null);
    post(form, submitter);
  };

  // One message at a time: the address's, else the box's, else the API's.
  const invalid = refused ?? state.invalid ?? {};
  const key = invalid.email ?? invalid.consent;
  const error = key ? labels[key] : !refused && state.failed ? labels.failed : null;
  return (
    <section className={styles.newsletter} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.columnTitle}>
        {labels.title}
      </h2>
      <p className={styles.muted}>{labels.intro}</p>
      {state.done ? (
        <FormAlert status answer={state} className={styles.done} testId="newsletter-done" title={labels.done} />
      ) : (
        <form
          ref={formRef}
          action={formAction}
          onSubmit={(event) => void submit(event)}
          noValidate
          className={styles.form}
        >
          <label htmlFor={`${id}-email`} className="visually-hidden">
            {labels.email}
          </label>
          <div className={styles.formRow}>
            <input
              ref={keepEmail}
              id={`${id}-email`}
              name="email"
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
            <FormSubmit
              pending={pending}
              label={labels.submit}
              pendingLabel={labels.submitting}
              block={false}
              keepFocus
              testId="newsletter-submit"
            />
          </div>
          <label className={styles.consent}>
            <input
              ref={keepConsent}
              type="checkbox"
              name="consent"
              value="yes"
              checked={consent}
              aria-invalid={!invalid.email && invalid.consent ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <span>{labels.consent}</span>
          </label>
          {/* Only while there is something to say: an empty alert on every page's footer would be
              one more alert region for assistive technology to track. */}
          {error ? <FormAlert id={`${id}-error`} answer={state} className={styles.error} title={error} /> : null}
        </form>
      )}
    </section>
  );
}
