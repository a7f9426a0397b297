'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import type { FormAction } from '@/components/forms/use-action-form';
import { Link } from '@/components/ui/link';
import { isApiError } from '@/lib/api/errors';
import { useApiClient } from '@/components/data/api-client';
import { unlockAccount } from '@/lib/api/sessions';
import { withLanguage } from '@/lib/routing/language-query';
import type { AuthFormProps } from './auth-form-props';
import { EmailLinkForm } from './email-link-form';
import type { UnlockFormState } from './session-actions';
import { unlockFormSchema, unlockIssues } from './session-fields';
import styles from './sign-in-form.module.css';

const resolver = zodResolver(unlockFormSchema, { error: unlockIssues });
const noAction: FormAction<UnlockFormState> = async (state) => state;

/**
 * `/users/unlock`: with `?token=` (the emailed link) it unlocks the account at once; otherwise,
 * or when the link is no longer valid, it asks for the email address to send a new link to. The
 * request's server action is its only write.
 */
export function UnlockForm({ lang, defaultLang, action = noAction }: AuthFormProps<UnlockFormState>) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const client = useApiClient();

  const unlock = useMutation({ mutationFn: (token: string) => unlockAccount(client, { token }) });
  const { mutate: unlockWith } = unlock;
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    if (token) unlockWith(token);
  }, [unlockWith]);

  const signInHref = withLanguage('/sign_in', lang, defaultLang);

  if (unlock.isPending) {
    return (
      <p className={styles.status} role="status">
        {t('unlock.unlocking')}
      </p>
    );
  }
  if (unlock.isSuccess) {
    return (
      <FormAlert status title={t('unlock.unlocked')}>
        <Link href={signInHref}>{t('unlock.signIn')}</Link>
      </FormAlert>
    );
  }

  return (
    <>
      {unlock.isError ? (
        <FormAlert
          title={isApiError(unlock.error) && unlock.error.status === 400 ? t('unlock.invalidToken') : tError('generic')}
        />
      ) : null}
      <EmailLinkForm flow="unlock" action={action} resolver={resolver} sentTestId="unlock-sent" />
    </>
  );
}
