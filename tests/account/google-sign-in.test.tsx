// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GoogleSignIn } from '@/components/account/google-sign-in';
import { GOOGLE_SIGN_IN_MESSAGES } from '@/components/account/messages';
import type { GoogleSignInState } from '@/components/account/session-actions';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { makeQueryClient } from '@/lib/api/query-client';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import { pickMessages } from '@/lib/i18n/server';
import idAuth from '@/locales/id/auth.json';
import idErrors from '@/locales/id/errors.json';
import enErrors from '@/locales/en/errors.json';

// The server action, the form's only write: what it was posted and what it answers.
const continueWithGoogle = vi.hoisted(() =>
  vi.fn<(country: string, lang: string, previous: GoogleSignInState, form: FormData) => Promise<GoogleSignInState>>(),
);
vi.mock('@/components/account/session-actions', () => ({ continueWithGoogle }));

async function renderButton() {
  const resources = await pickMessages('id', GOOGLE_SIGN_IN_MESSAGES);
  render(
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <TranslationsProvider lang="id" resources={resources}>
        <GoogleSignIn
          lang="id"
          defaultLang="id"
          action={(previous, form) => continueWithGoogle('id', 'id', previous, form)}
        />
      </TranslationsProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('Continue with Google', () => {
  beforeEach(() => continueWithGoogle.mockReset());

  it('posts the ID token Google’s script hands over, and says a refusal in Indonesian on the alert', async () => {
    continueWithGoogle.mockResolvedValue({ errorKey: 'tooManyRequests', round: 1 });
    const user = await renderButton();
    // What Google's script does: the token goes into the form's one field.
    fireEvent.change(screen.getByTestId('google-credential'), { target: { value: 'e30.e30.signature' } });
    await user.click(screen.getByRole('button', { name: idAuth.google.continue }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(idErrors.tooManyRequests);
    expect(alert).not.toHaveTextContent(enErrors.tooManyRequests);
    // The focus moves in an effect after the answer is drawn.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(continueWithGoogle).toHaveBeenCalledTimes(1);
    const posted = continueWithGoogle.mock.calls[0]![3];
    expect([posted.get('credential'), posted.get(SCRIPTED_FIELD)]).toEqual(['e30.e30.signature', '1']);
  });

  it('takes each answer’s focus again, and says an unknown refusal generically', async () => {
    continueWithGoogle
      .mockResolvedValueOnce({ errorKey: 'network', round: 1 })
      .mockResolvedValueOnce({ errorKey: 'some_new_code', round: 2 });
    const user = await renderButton();
    const button = screen.getByRole('button', { name: idAuth.google.continue });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(idErrors.network);
    await user.click(button);
    expect(await screen.findByText(idErrors.generic)).toBeInTheDocument();
    // The focus moves in an effect after the answer is drawn.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });

  it('offers registration in Indonesian to an unlinked Google account', async () => {
    continueWithGoogle.mockResolvedValue({
      notLinked: true,
      email: 'new.face@example.test',
      registerPath: '/sign_up?email=new.face%40example.test',
      round: 1,
    });
    const user = await renderButton();
    await user.click(screen.getByRole('button', { name: idAuth.google.continue }));
    const prompt = await screen.findByTestId('google-not-linked');
    expect(prompt).toHaveAttribute('role', 'alert');
    expect(prompt).toHaveTextContent(idAuth.google.notLinked);
    expect(prompt).toHaveTextContent(idAuth.google.notLinkedEmail.replace('{{email}}', 'new.face@example.test'));
    expect(screen.getByRole('link', { name: idAuth.google.register })).toHaveAttribute(
      'href',
      '/sign_up?email=new.face%40example.test',
    );
    expect(prompt).toHaveFocus();
  });
});
