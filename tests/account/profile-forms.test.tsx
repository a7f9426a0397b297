// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { GoogleSignIn } from '@/components/account/google-sign-in';
import { GOOGLE_SIGN_IN_MESSAGES, PROFILE_PAGE_MESSAGES } from '@/components/account/messages';
import type { ChangePasswordFormState, ProfileFormState } from '@/components/account/profile-actions';
import { ProfileForm } from '@/components/account/profile-form';
import type { GoogleSignInState } from '@/components/account/session-actions';
import { makeQueryClient } from '@/lib/api/query-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';
import type { Language } from '@/lib/site';
import thAccount from '@/locales/th/account.json';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

async function renderWith(lang: Language, messages: Parameters<typeof pickMessages>[1], ui: ReactNode) {
  const resources = await pickMessages(lang, messages);
  render(
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <TranslationsProvider lang={lang} resources={resources}>
        {ui}
      </TranslationsProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const INITIAL = { firstName: 'Mei', lastName: 'Chan', mobile: '91234567', dateOfBirth: '', marketing: false };

function profileForm(
  action: (state: ProfileFormState, form: FormData) => Promise<ProfileFormState>,
  dob: string | null,
) {
  return (
    <ProfileForm
      country="sg"
      callingCode="65"
      email="mei@example.test"
      initial={INITIAL}
      storedMobile="91234567"
      dateOfBirthText={dob}
      action={action}
    />
  );
}

describe('ProfileForm', () => {
  it('checks the fields in the browser first and posts nothing while they are wrong', async () => {
    const action = vi.fn(async (state: ProfileFormState) => state);
    const user = await renderWith('en', PROFILE_PAGE_MESSAGES, profileForm(action, null));
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Mobile number (+65)'));
    await user.type(screen.getByLabelText('Mobile number (+65)'), '1234 5678');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Mobile number (+65)')).toHaveAccessibleDescription('Invalid phone number');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
  });

  it('in Thai, points to a wrong mobile with its message, moves focus there and keeps what was typed', async () => {
    const action = vi.fn(async (state: ProfileFormState) => state);
    const user = await renderWith('th', PROFILE_PAGE_MESSAGES, profileForm(action, null));
    const mobile = screen.getByLabelText('หมายเลขโทรศัพท์มือถือ (+65)');
    await user.clear(screen.getByLabelText('ชื่อ'));
    await user.type(screen.getByLabelText('ชื่อ'), 'เหม่ย');
    await user.clear(mobile);
    await user.type(mobile, '1234 5678');
    await user.click(screen.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('โปรดตรวจสอบช่องที่ไฮไลต์ไว้');
    expect(mobile).toHaveAccessibleDescription('หมายเลขโทรศัพท์ไม่ถูกต้อง');
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveValue('1234 5678');
    expect(screen.getByLabelText('ชื่อ')).toHaveValue('เหม่ย');
    expect(action).not.toHaveBeenCalled();
  });

  it('posts the form, then shows the server’s field error and keeps what was typed', async () => {
    const action = vi.fn(async (_state: ProfileFormState, form: FormData): Promise<ProfileFormState> => ({
      round: 1,
      errorKey: 'profile.formErrors',
      fieldErrors: { dateOfBirth: 'profile.underAge' },
      values: {
        firstName: String(form.get('firstName')),
        lastName: String(form.get('lastName')),
        mobile: String(form.get('mobile')),
        dateOfBirth: String(form.get('dateOfBirth')),
        marketing: form.get('marketing') !== null,
      },
    }));
    const user = await renderWith('en', PROFILE_PAGE_MESSAGES, profileForm(action, null));
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Meiling');
    await user.click(screen.getByLabelText(/news, offers/));
    // A date the browser accepts; the server's own check refuses it here.
    await user.type(screen.getByLabelText('Date of birth'), '2001-02-03');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('You must be at least 14 years old.')).toBeVisible();
    expect(action).toHaveBeenCalledTimes(1);
    const sent = action.mock.calls[0]![1];
    expect(sent.get('firstName')).toBe('Meiling');
    expect(sent.get('marketing')).toBe('yes');
    expect(screen.getByLabelText('First name')).toHaveValue('Meiling');
    expect(screen.getByLabelText(/news, offers/)).toBeChecked();
  });

  it('says the profile was saved', async () => {
    const action = vi.fn(async (): Promise<ProfileFormState> => ({ round: 1, saved: true }));
    const user = await renderWith('th', PROFILE_PAGE_MESSAGES, profileForm(action, null));
    await user.click(screen.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));
    expect(await screen.findByRole('status')).toHaveTextContent('บันทึกโปรไฟล์ของคุณแล้ว');
  });

  it('shows a birth date already given as text, with no field to change it', async () => {
    await renderWith('en', PROFILE_PAGE_MESSAGES, profileForm(vi.fn(), '23 August 1990'));
    expect(document.querySelector('input[name="dateOfBirth"]')).toBeNull();
    const shown = screen.getByTestId('profile-birth-date');
    expect(shown).toHaveTextContent('23 August 1990');
    expect(shown).toHaveTextContent("can't be changed once set");
  });
});

describe('ChangePasswordForm', () => {
  it('needs the current password and a new one that meets the rules before it posts', async () => {
    const action = vi.fn(async (state: ChangePasswordFormState) => state);
    const user = await renderWith('en', PROFILE_PAGE_MESSAGES, <ChangePasswordForm action={action} />);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your current password.');
    await user.type(screen.getByLabelText('Current password'), 'Old!Pass1');
    await user.type(screen.getByLabelText('New password'), 'short');
    const rules = screen.getByRole('list', { name: 'Your password must have:' });
    expect(
      within(rules)
        .getByText(/8 characters/)
        .closest('li'),
    ).toHaveAttribute('data-state', 'unmet');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The new password does not meet the rules below.');
    expect(action).not.toHaveBeenCalled();
  });

  it('shows a wrong current password and a reused password as the server reports them', async () => {
    const answers: ChangePasswordFormState[] = [
      { round: 1, errorKey: 'password.currentIncorrect', codes: [] },
      { round: 2, errorKey: 'password.invalid', codes: ['AUTH_MS_PV_006'] },
      { round: 3, changed: true },
    ];
    const action = vi.fn(async () => answers.shift()!);
    const user = await renderWith('en', PROFILE_PAGE_MESSAGES, <ChangePasswordForm action={action} />);
    await user.type(screen.getByLabelText('Current password'), 'Wrong!Pass1');
    await user.type(screen.getByLabelText('New password'), 'Second!Pass2');
    await user.type(screen.getByLabelText('Confirm new password'), 'Second!Pass2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is incorrect.');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Your current password is incorrect.',
    );

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    // The rule is listed from the start: the server's answer marks it once the form is checked and sent.
    const reused = screen.getByText(/previous 2 passwords/);
    await waitFor(() => expect(reused.closest('li')).toHaveAttribute('data-state', 'unmet'));

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('signed out on your other devices');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(action).toHaveBeenCalledTimes(3);
  });
});

describe('ChangePasswordForm in Thai', () => {
  it('points out the missing current password, then the weak new one, keeping what was typed', async () => {
    const action = vi.fn(async (state: ChangePasswordFormState) => state);
    const user = await renderWith('th', PROFILE_PAGE_MESSAGES, <ChangePasswordForm action={action} />);
    const current = screen.getByLabelText(thAccount.password.current);
    const password = screen.getByLabelText(thAccount.password.new);
    await user.type(password, 'short');
    await user.type(screen.getByLabelText(thAccount.password.confirmation), 'short');
    await user.click(screen.getByRole('button', { name: thAccount.password.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(thAccount.password.currentRequired);
    expect(current).toHaveAccessibleDescription(thAccount.password.currentRequired);
    await waitFor(() => expect(current).toHaveFocus());
    expect(password).toHaveValue('short');

    await user.type(current, 'Old!Pass1');
    await user.click(screen.getByRole('button', { name: thAccount.password.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(thAccount.password.invalid));
    await waitFor(() => expect(password).toHaveFocus());
    expect(current).toHaveValue('Old!Pass1');
    expect(password).toHaveValue('short');
    expect(action).not.toHaveBeenCalled();
  });
});

describe('GoogleSignIn', () => {
  it('prompts to register with the Google account’s e-mail, keeping return_to, in the page’s language', async () => {
    const action = vi.fn(async (): Promise<GoogleSignInState> => ({
      round: 1,
      notLinked: true,
      email: 'new.face@example.test',
      registerPath: '/sign_up?return_to=%2Fwishlist&email=new.face%40example.test',
    }));
    const user = await renderWith(
      'th',
      GOOGLE_SIGN_IN_MESSAGES,
      <GoogleSignIn lang="th" defaultLang="th" action={action} />,
    );
    await user.click(screen.getByRole('button', { name: 'ดำเนินการต่อด้วย Google' }));
    const prompt = await screen.findByRole('alert');
    expect(prompt).toHaveTextContent('บัญชี Google นี้ยังไม่ได้เชื่อมต่อกับบัญชี Beauty Pass');
    expect(prompt).toHaveTextContent('new.face@example.test');
    expect(within(prompt).getByRole('link', { name: 'สมัครสมาชิกตอนนี้' })).toHaveAttribute(
      'href',
      '/sign_up?return_to=%2Fwishlist&email=new.face%40example.test',
    );
    expect(prompt).toHaveFocus();
  });

  it('without an e-mail still offers registration, and carries a non-default language', async () => {
    const action = vi.fn(async (): Promise<GoogleSignInState> => ({
      round: 1,
      notLinked: true,
      registerPath: '/sign_up',
    }));
    const user = await renderWith(
      'en',
      GOOGLE_SIGN_IN_MESSAGES,
      <GoogleSignIn lang="en" defaultLang="th" action={action} />,
    );
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const prompt = await screen.findByRole('alert');
    expect(prompt).toHaveTextContent('This Google account is not linked to a Beauty Pass account.');
    expect(prompt).not.toHaveTextContent('Google account:');
    expect(within(prompt).getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/sign_up?language=en');
  });
});
