import { TextField } from '@/components/ui/text-field';
import { buttonClassName } from '@/components/ui/button';
import { getTranslator } from '@/lib/i18n/server';
import type { Language } from '@/lib/site';
import { PreviewSection } from './preview-section';
import styles from './preview.module.css';

/**
 * Preview's front door: the editor gives the secret once (posted, never in a URL) and the browser
 * has an editor's session from then on. Works without JavaScript.
 */
export async function PreviewFrontDoor({ lang, wrongSecret }: { lang: Language; wrongSecret: boolean }) {
  const t = await getTranslator(lang, 'preview');
  return (
    <PreviewSection id="preview-front-door-title" className={styles.frontDoor} title={t('title')}>
      <p className={styles.intro}>{t('frontDoor.intro')}</p>
      <form method="post" action="/api/preview" className={styles.form}>
        <input type="hidden" name="redirect" value="/preview/homepage" />
        <TextField
          label={t('frontDoor.secret')}
          name="secret"
          type="password"
          autoComplete="current-password"
          required
          error={wrongSecret ? t('frontDoor.wrongSecret') : null}
        />
        <button type="submit" className={buttonClassName({ block: true })}>
          {t('frontDoor.submit')}
        </button>
      </form>
    </PreviewSection>
  );
}
