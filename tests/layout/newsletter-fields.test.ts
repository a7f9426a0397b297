import { describe, expect, it } from 'vitest';
import { newsletterFormSchema, newsletterIssues } from '@/components/layout/newsletter-fields';
import { NEWSLETTER_KEYS } from '@/components/layout/newsletter-keys';
import { newsletterSignUpSchema } from '@/contract/newsletter';
import { fieldKeys } from '@/lib/forms/issue-keys';

const keys = (body: { email: string; consent: boolean }) =>
  fieldKeys(newsletterFormSchema.safeParse(body, { error: newsletterIssues }).error?.issues ?? [], NEWSLETTER_KEYS);

describe('one schema for the newsletter form', () => {
  it('refuses what the API refuses, each with the form’s message', () => {
    for (const [body, found] of [
      [{ email: 'wren@', consent: true }, { email: 'emailInvalid' }],
      [{ email: '   ', consent: true }, { email: 'emailInvalid' }],
      [{ email: `${'a'.repeat(250)}@example.com`, consent: true }, { email: 'emailInvalid' }],
      [{ email: 'wren@example.com', consent: false }, { consent: 'consentRequired' }],
    ] as const) {
      expect(newsletterSignUpSchema.safeParse(body).success, body.email.slice(0, 20)).toBe(false);
      expect(keys(body)).toEqual(found);
    }
  });

  it('adds the shape of an address the sign-in form asks for, and gives the API’s body', () => {
    expect(keys({ email: 'wren@example', consent: true })).toEqual({ email: 'emailInvalid' });
    expect(newsletterFormSchema.parse({ email: ' Wren@Example.com ', consent: true })).toEqual({
      email: 'wren@example.com',
      consent: true,
    });
  });
});
