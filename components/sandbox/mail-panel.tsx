import { createApiClient } from '@/lib/api/client';
import { serverBaseURL } from '@/lib/api/server-origin';
import { readMail } from '@/lib/api/sandbox';
import { getTranslator } from '@/lib/i18n/server';
import { TextField } from '@/components/ui/text-field';
import type { CountryCode, Language } from '@/lib/site';
import { mailInput } from './action-inputs';
import { SubmitButton } from './submit-button';
import styles from './sandbox.module.css';

/** The simulated outbox of one address (unlock links, booking mails, password resets). */
export async function MailPanel({
  country,
  lang,
  credential,
  search,
}: {
  country: CountryCode;
  lang: Language;
  credential: string;
  search: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslator(lang, 'sandbox');
  const query = await search;
  const to = typeof query.to === 'string' ? query.to : undefined;
  const parsed = to === undefined ? null : mailInput.safeParse({ to });
  const messages = parsed?.success
    ? await readMail(
        createApiClient({ country, lang, auth: null, baseURL: serverBaseURL() }),
        credential,
        parsed.data.to,
      )
    : null;
  const error = parsed && !parsed.success ? t('errors.email') : undefined;
  return (
    <>
      {/* A GET form: the address is no secret, and the result can be linked to. */}
      <form method="get" className={styles.inlineForm} data-testid="mail-form">
        <TextField
          label={t('mail.to')}
          name="to"
          type="email"
          defaultValue={to ?? ''}
          error={error}
          autoComplete="off"
        />
        {lang === 'en' ? null : <input type="hidden" name="language" value={lang} />}
        <div className={styles.formActions}>
          <SubmitButton>{t('mail.read')}</SubmitButton>
        </div>
      </form>
      {messages === null ? null : messages.length === 0 ? (
        <p className={styles.note}>{t('mail.empty')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table} data-testid="mail-table">
            <thead>
              <tr>
                <th scope="col">{t('mail.when')}</th>
                <th scope="col">{t('mail.kind')}</th>
                <th scope="col">{t('mail.subject')}</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id}>
                  <td>{new Date(message.createdAt).toISOString().replace('T', ' ').slice(0, 16)}</td>
                  <td>{message.kind}</td>
                  <td>
                    <strong>{message.subject}</strong>
                    <div className={styles.mono}>{message.body}</div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
