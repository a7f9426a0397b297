import { Link } from '@/components/ui/link';
import { MemberSkeleton } from '@/components/layout/member-skeleton';
import { getCategoryTree } from '@/lib/api/catalogue';
import { readAsMember } from '@/lib/api/member-read';
import { getBeautyProfile } from '@/lib/api/profile';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { saveBeautyProfileAction } from './beauty-profile-actions';
import { BeautyProfileForm } from './beauty-profile-form';
import { BEAUTY_PROFILE_MESSAGES } from './messages';
import styles from './beauty-profile.module.css';
import type { SavedOutcome } from './beauty-profile-state';
import { BEAUTY_PROFILE_POINTS } from '@/contract/profile-options';

/** `/account/beauty-profile`'s member part: the saved profile, read per request, in its form. */
export async function BeautyProfileSection({
  country,
  lang,
  saved,
}: {
  country: CountryCode;
  lang: Language;
  /** How the save that led here went. */
  saved: SavedOutcome | null;
}) {
  const [t, messages, tree, profile] = await Promise.all([
    getTranslator(lang, 'profile'),
    pickMessages(lang, BEAUTY_PROFILE_MESSAGES),
    getCategoryTree(country, lang),
    readAsMember(country, lang, getBeautyProfile),
  ]);
  if (profile === null) return <MemberSkeleton height="32rem" />;
  const defaultLang = defaultLanguage(country);
  const { complete, completedAt: _completedAt, pointsEarned: _pointsEarned, ...values } = profile;
  return (
    <TranslationsProvider lang={lang} resources={messages}>
      <BeautyProfileForm
        // Drawn afresh after each save, from what was saved.
        key={`${saved}:${JSON.stringify(values)}`}
        action={saveBeautyProfileAction.bind(null, country, lang)}
        initial={{
          values,
          complete,
          round: 0,
          ...(saved ? { outcome: 'saved' as const, pointsEarned: saved === 'earned' ? BEAUTY_PROFILE_POINTS : 0 } : {}),
        }}
        categories={tree.map((category) => ({ slug: category.slug, name: category.name }))}
        pointsHref={withLanguage('/account/points', lang, defaultLang)}
      />
      <p className={styles.back}>
        <Link href={withLanguage('/account', lang, defaultLang)}>{t('back')}</Link>
      </p>
    </TranslationsProvider>
  );
}
