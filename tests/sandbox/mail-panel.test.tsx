// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mailLinks } from '@/components/sandbox/mail-links';
import { MailPanel } from '@/components/sandbox/mail-panel';
import type { SandboxMailMessage } from '@/contract/sandbox';
import { readMail } from '@/lib/api/sandbox';
import thSandbox from '@/locales/th/sandbox.json';

vi.mock('@/lib/api/sandbox', () => ({ readMail: vi.fn() }));
vi.mock('@/lib/api/server-origin', () => ({ serverBaseURL: () => 'http://api.test' }));

const CONFIRM: SandboxMailMessage = {
  id: 2,
  to: 'new.face@example.test',
  kind: 'registration_confirm',
  subject: 'Finish signing up to Halcyon Beauty',
  body: 'Open /sign_up/confirm?token=abc_DEF-123 within 24 hours to create your account. If you did not sign up, ignore this message.',
  token: 'abc_DEF-123',
  createdAt: '2026-06-15T08:00:00.000Z',
};
const EXISTING: SandboxMailMessage = {
  id: 1,
  to: 'new.face@example.test',
  kind: 'registration_existing',
  subject: 'You already have a Halcyon Beauty account',
  body: 'Someone, perhaps you, tried to sign up with this address, which already has an account. Sign in at /sign_in, or choose a new password at /password/forgot. If it was not you, ignore this message.',
  token: null,
  createdAt: '2026-06-15T07:00:00.000Z',
};

async function renderPanel(lang: 'en' | 'th') {
  vi.mocked(readMail).mockResolvedValue([CONFIRM, EXISTING]);
  render(
    await MailPanel({
      country: 'th',
      lang,
      credential: 'qa',
      search: Promise.resolve({ to: 'new.face@example.test' }),
    }),
  );
}

describe('the sandbox mail outbox', () => {
  it('names the sign-up mails and opens their links on this storefront', async () => {
    await renderPanel('en');
    const [confirm, existing] = screen.getAllByTestId('mail-message');
    expect(confirm).toHaveAttribute('data-kind', 'registration_confirm');
    expect(confirm).toHaveTextContent('Sign-up link');
    // The storefront's default language for Thailand is Thai: English is kept in the link.
    expect(within(confirm!).getByRole('link', { name: '/sign_up/confirm?token=abc_DEF-123' })).toHaveAttribute(
      'href',
      '/sign_up/confirm?token=abc_DEF-123&language=en',
    );
    expect(existing).toHaveTextContent('Sign-up, address already registered');
    expect(
      within(existing!)
        .getAllByTestId('mail-link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/sign_in?language=en', '/password/forgot?language=en']);
  });

  it('in Thai, labels the kinds in Thai', async () => {
    await renderPanel('th');
    const [confirm, existing] = screen.getAllByTestId('mail-message');
    expect(confirm).toHaveTextContent(thSandbox.mail.kinds.registration_confirm);
    expect(existing).toHaveTextContent(thSandbox.mail.kinds.registration_existing);
    expect(within(confirm!).getByTestId('mail-link')).toHaveAttribute('href', '/sign_up/confirm?token=abc_DEF-123');
  });

  it('finds the paths of a mail, whatever ends the sentence', () => {
    expect(mailLinks('Manage it at /happening/events/cancel/HB-1?token=a.b.c')).toEqual([
      '/happening/events/cancel/HB-1?token=a.b.c',
    ]);
    expect(mailLinks('Open /users/unlock?token=x%2By within 24 hours.')).toEqual(['/users/unlock?token=x%2By']);
    expect(mailLinks('No link here, and/or a fraction 1/2.')).toEqual([]);
  });

  it('opens the absolute links of a mail on the storefront it is read on', () => {
    const body = [
      'Choose a new password:',
      'http://localhost:3000/password/reset?token=abc_DEF-123&country_code=th&language=en',
      'Create an account:\nhttps://halcyonbeauty.co.th/sign_up.',
      'https://halcyonbeauty.co.th/sign_up',
    ].join('\n');
    expect(mailLinks(body)).toEqual(['/password/reset?token=abc_DEF-123&language=en', '/sign_up']);
  });
});
