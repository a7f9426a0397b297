import { cache } from 'react';
import { getBeautyPassOffers } from '@/lib/api/bag';
import type { BeautyPassOffer } from '@/contract';
import {
  STAFF_DISCOUNT_PERCENT,
  STAFF_HOUSE_BRAND_DISCOUNT_PERCENT,
  TEN_PERCENT_OFF_MINIMUM_SPEND_MAJOR,
  TEN_PERCENT_OFF_PERCENT,
} from '@/contract/bag-codes';
import { readAsMember } from '@/lib/api/member-read';
import { hasSessionCookie } from '@/lib/api/server';
import type { AnyTranslate } from '@/lib/i18n/config';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { signInPath } from '@/lib/routing/return-to';
import {
  defaultLanguage,
  formatDate,
  formatMoney,
  formatMoneyIn,
  getCountry,
  type CountryCode,
  type Language,
} from '@/lib/site';
import { chooseBeautyPassOffer } from './beauty-pass-actions';
import { BeautyPassForm, type OfferChoice } from './beauty-pass-form';
import styles from './beauty-pass.module.css';

/** An offer's name in the page's language, from its key (the API's title is English) and amount. */
export function offerTitle(
  { key, amountOff }: Pick<BeautyPassOffer, 'key' | 'amountOff'>,
  t: AnyTranslate,
  money: (amount: NonNullable<BeautyPassOffer['amountOff']>) => string,
): string {
  switch (key) {
    case 'welcome_voucher':
    case 'birthday_voucher':
      return t(`bag:beautyPass.offers.${key}`, { amount: amountOff ? money(amountOff) : '' });
    case 'ten_percent_off':
      return t('bag:beautyPass.offers.ten_percent_off', { percent: TEN_PERCENT_OFF_PERCENT });
    case 'staff_discount':
      return t('bag:beautyPass.offers.staff_discount', {
        percent: STAFF_DISCOUNT_PERCENT,
        houseBrandPercent: STAFF_HOUSE_BRAND_DISCOUNT_PERCENT,
      });
  }
}

function choiceOf(offer: BeautyPassOffer, country: CountryCode, lang: Language, t: AnyTranslate): OfferChoice {
  return {
    key: offer.key,
    title: offerTitle(offer, t, (amount) => formatMoneyIn(amount, country, lang)),
    facts: [
      offer.minimumSpend.amount > 0
        ? t('bag:beautyPass.minimumSpend', { amount: formatMoneyIn(offer.minimumSpend, country, lang) })
        : t('bag:beautyPass.noMinimum'),
      offer.validUntil
        ? t('bag:beautyPass.validUntil', { date: formatDate(`${offer.validUntil}T00:00:00`, country, lang) })
        : t('bag:beautyPass.noEnd'),
    ],
    minimumSpend: offer.minimumSpend.amount,
    automatic: offer.automatic,
  };
}

/**
 * The bag's Beauty Pass offers, in the server's HTML: a member's, to choose one of; a guest's
 * view of what members get, with the way to sign in and come back to the bag.
 */
export async function BeautyPassOffers({ country, lang }: { country: CountryCode; lang: Language }) {
  const t = await getTranslator(lang, 'bag');
  const offers = (await hasSessionCookie()) ? await memberOffers(country, lang) : 'guest';
  if (offers === null) return null;
  return (
    <section className={styles.section} aria-labelledby="beauty-pass-title" data-testid="beauty-pass-offers">
      <h3 id="beauty-pass-title" className={styles.heading}>
        {t('beautyPass.title')}
      </h3>
      {offers === 'guest' ? (
        <GuestOffers country={country} lang={lang} t={t} />
      ) : offers.length === 0 ? (
        <p className={styles.quiet}>{t('beautyPass.empty')}</p>
      ) : (
        <BeautyPassForm
          action={chooseBeautyPassOffer.bind(null, country, lang)}
          offers={offers.map((offer) => choiceOf(offer, country, lang, t))}
          country={country}
          lang={lang}
        />
      )}
    </section>
  );
}

/**
 * The member's offers, read once per request; a guest's view when the token has expired (the
 * browser refreshes it); none when the API fails.
 */
const memberOffers = cache(
  async (country: CountryCode, lang: Language): Promise<BeautyPassOffer[] | 'guest' | null> => {
    try {
      return (await readAsMember(country, lang, getBeautyPassOffers)) ?? 'guest';
    } catch {
      return null;
    }
  },
);

/**
 * Starts a member's offers read before the bag's own reads are awaited: the offers render inside
 * the bag, so without this their read would only start once the bag's had answered.
 */
export async function startBeautyPassOffers(country: CountryCode, lang: Language): Promise<void> {
  if (await hasSessionCookie()) void memberOffers(country, lang);
}

function GuestOffers({ country, lang, t }: { country: CountryCode; lang: Language; t: AnyTranslate }) {
  const minimum = TEN_PERCENT_OFF_MINIMUM_SPEND_MAJOR * 10 ** getCountry(country).currency.fractionDigits;
  return (
    <div className={styles.guest} data-testid="beauty-pass-guest">
      <p>
        {t('bag:beautyPass.guest', { percent: TEN_PERCENT_OFF_PERCENT, amount: formatMoney(minimum, country, lang) })}
      </p>
      <a href={withLanguage(signInPath('/cart'), lang, defaultLanguage(country))}>{t('bag:beautyPass.signIn')}</a>
    </div>
  );
}
