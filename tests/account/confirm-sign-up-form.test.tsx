// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmSignUpForm } from '@/components/account/confirm-sign-up-form';
import { CONFIRM_SIGN_UP_MESSAGES } from '@/components/account/messages';
import type { ConfirmSignUpState } from '@/components/account/sign-up-actions';
import { makeQueryClient } from '@/lib/api/query-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';
import type { Language } from '@/lib/site';
import en from '@/locales/en/auth.json';
import th from '@/locales/th/auth.json';
import zh from '@/locales/zh/auth.json';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

type ConfirmAction = (state: ConfirmSignUpState, form: FormData) => Promise<ConfirmSignUpState>;

async function renderPage(lang: Language, defaultLang: Language, action: ConfirmAction) {
  const resources = await pickMessages(lang, CONFIRM_SIGN_UP_MESSAGES);
  render(
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <TranslationsProvider lang={lang} resources={resources}>
        <ConfirmSignUpForm lang={lang} defaultLang={defaultLang} action={action} />
      </TranslationsProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('ConfirmSignUpForm', () => {
  it('takes the token out of the address bar, sends it only when the member asks, then welcomes them in Chinese', async () => {
    window.history.replaceState(null, '', '/sign_up/confirm?token=mailed-token&return_to=%2Fcart&language=zh');
    const sent: Array<FormDataEntryValue | null> = [];
    const action = vi.fn(async (state: ConfirmSignUpState, form: FormData): Promise<ConfirmSignUpState> => {
      sent.push(form.get('token'));
      return { welcome: { firstName: 'Mei', points: 100 }, next: '/cart?language=zh', round: (state.round ?? 0) + 1 };
    });
    const user = await renderPage('zh', 'en', action);
    await waitFor(() => expect(window.location.search).toBe('?return_to=%2Fcart&language=zh'));
    expect(action).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: zh.confirmSignUp.submit }));
    const welcome = await screen.findByTestId('sign-up-welcome');
    expect(sent).toEqual(['mailed-token']);
    expect(welcome).toHaveTextContent(
      zh.confirmSignUp.welcome.replace('{{name}}', 'Mei').replace('{{points}}', '100'),
    );
    expect(within(welcome).getByRole('link', { name: zh.confirmSignUp.continue })).toHaveAttribute(
      'href',
      '/cart?language=zh',
    );
    await waitFor(() => expect(welcome).toHaveFocus());
  });

  it('says up front, in English and Thai, that a link without a token is invalid, with the way to sign up again', async () => {
    window.history.replaceState(null, '', '/sign_up/confirm');
    const action = vi.fn(async (state: ConfirmSignUpState) => state);
    await renderPage('en', 'en', action);
    const alert = await screen.findByTestId('sign-up-confirm-error');
    expect(alert).toHaveTextContent(en.confirmSignUp.invalid);
    expect(within(alert).getByRole('link', { name: en.confirmSignUp.signUpAgain })).toHaveAttribute('href', '/sign_up');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    document.body.innerHTML = '';

    window.history.replaceState(null, '', '/sign_up/confirm?language=th');
    await renderPage('th', 'en', action);
    const thai = await screen.findByTestId('sign-up-confirm-error');
    expect(thai).toHaveTextContent(th.confirmSignUp.invalid);
    expect(within(thai).getByRole('link', { name: th.confirmSignUp.signUpAgain })).toHaveAttribute(
      'href',
      '/sign_up?language=th',
    );
    expect(action).not.toHaveBeenCalled();
  });

  it('says in Thai that a used or expired link made no account', async () => {
    window.history.replaceState(null, '', '/sign_up/confirm?token=used-token');
    const action = vi.fn(
      async (state: ConfirmSignUpState): Promise<ConfirmSignUpState> => ({
        errorKey: 'confirmSignUp.invalid',
        round: (state.round ?? 0) + 1,
      }),
    );
    const user = await renderPage('th', 'th', action);
    await user.click(screen.getByRole('button', { name: th.confirmSignUp.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(th.confirmSignUp.invalid);
    expect(within(alert).getByRole('link', { name: th.confirmSignUp.signUpAgain })).toHaveAttribute('href', '/sign_up');
    expect(screen.queryByTestId('sign-up-welcome')).not.toBeInTheDocument();
  });
});
