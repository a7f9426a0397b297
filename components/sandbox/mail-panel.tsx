import { readMail } from '@/lib/api/sandbox';
import { getTranslator } from '@/lib/i18n/server';
import { Link } from '@/components/ui/link';
import { TextField } from '@/components/ui/text-field';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage } from '@/lib/site';
import { mailInput } from './action-inputs';
import { qaClient } from './action-runner';
import { mailLinks } from './mail-links';
import { SandboxTable, type SandboxPanelProps, type SandboxSearch } from './sandbox-panel';
import { SubmitButton } from './submit-button';
import styles from './sandbox.module.css';

/** The simulated outbox of one address (sign-up, unlock and password links, booking mails), its links opened here. */
export async function MailPanel({ country, lang, credential, search }: SandboxPanelProps & { search: SandboxSearch }) {
  const t = await getTranslator(lang, 'sandbox');
  const query = await search;
  const to = typeof query.to === 'string' ? query.to : undefined;
  const parsed = to === undefined ? null : mailInput.safeParse({ to });
  const messages = parsed?.success ? await readMail(qaClient(country, lang), credential, parsed.data.to) : null;
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
        <SandboxTable
          testId="mail-table"
          columns={[t('mail.when'), t('mail.kind'), t('mail.subject'), t('mail.links')]}
        >
          {messages.map((message) => (
            <tr key={message.id} data-testid="mail-message" data-kind={message.kind}>
              <td>{new Date(message.createdAt).toISOString().replace('T', ' ').slice(0, 16)}</td>
              <td>
                {t(`mail.kinds.${message.kind}`)}
                <div className={styles.mono}>{message.kind}</div>
              </td>
              <td>
                <strong>{message.subject}</strong>
                <div className={styles.mono}>{message.body}</div>
              </td>
              <td>
                {mailLinks(message.body).map((path) => (
                  <div key={path}>
                    <Link
                      href={withLanguage(path, lang, defaultLanguage(country))}
                      className={styles.mono}
                      data-testid="mail-link"
                    >
                      {path}
                    </Link>
                  </div>
                ))}
              </td>
            </tr>
          ))}
        </SandboxTable>
      )}
    </>
  );
}
