import { StoreImage } from '@/components/ui/store-image';
import { LabelledSection } from '@/components/ui/labelled-section';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { ProductCardList, cardLabels } from '@/components/catalogue/product-card';
import { WISHLIST_BUTTON_MESSAGES } from '@/components/wishlist/messages';
import { WishlistScope } from '@/components/wishlist/wishlist-scope';
import type { ContentBlock } from '@/contract';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { bagWithCodeQuery } from '@/components/bag/bag-state';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { RichText, sanitizeHref } from './rich-text';
import { BannerImage } from './banner-image';
import { Carousel } from './carousel';
import { isExternalHref } from '@/lib/routing/external-href';
import styles from './blocks.module.css';
import gridStyles from '@/components/catalogue/product-grid.module.css';

/** A CMS link made safe and kept in the shopper's language; unsafe targets fall back to home. */
function contentHref(href: string, lang: Language, defaultLang: Language): string {
  const safe = sanitizeHref(href);
  if (!safe) return withLanguage('/', lang, defaultLang);
  return safe.startsWith('/') ? withLanguage(safe, lang, defaultLang) : safe;
}

const FIRST_SCREEN_BLOCKS = 2;

/** A block's section, named by its visible title. */
function TitledSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <LabelledSection id={`${id}-title`} title={title} className={className} headingClassName={styles.sectionTitle}>
      {children}
    </LabelledSection>
  );
}

/**
 * The blocks of a content entry (home, landing and brand pages) in order. The first hero carries
 * the page's h1 unless the page has its own.
 */
export async function ContentBlocks({
  blocks,
  country,
  lang,
  heroIsTitle,
}: {
  blocks: ContentBlock[];
  country: CountryCode;
  lang: Language;
  heroIsTitle: boolean;
}) {
  const [t, tc, messages] = await Promise.all([
    getTranslator(lang, 'content'),
    getTranslator(lang, 'catalogue'),
    pickMessages(lang, WISHLIST_BUTTON_MESSAGES),
  ]);
  const defaultLang = defaultLanguage(country);
  const href = (value: string) => contentHref(value, lang, defaultLang);
  // A link an editor points at another site leaves the store as a plain link.
  const linkTo = (value: string) => {
    const target = href(value);
    return { href: target, external: isExternalHref(target) };
  };
  const labels = cardLabels(tc);
  const titleHeroIndex = heroIsTitle ? blocks.findIndex((b) => b.type === 'hero') : -1;
  // The first blocks fill the first screen; later ones are laid out and painted as they come near it.
  const nearTop = (index: number) => index < FIRST_SCREEN_BLOCKS;
  const sectionClass = (index: number) => (nearTop(index) ? styles.section : `${styles.section} ${styles.deferred}`);

  const content = (
    <div className={styles.blocks}>
      {blocks.map((block, blockIndex) => {
        switch (block.type) {
          case 'hero': {
            const isTitle = blockIndex === titleHeroIndex;
            const Heading = isTitle ? 'h1' : 'h2';
            return (
              <section key={block.id} className={styles.hero} aria-labelledby={`${block.id}-title`}>
                <BannerImage src={block.imageUrl} className={styles.heroImage} firstScreen={blockIndex === 0} />
                <div className={styles.heroCopy}>
                  <Heading id={`${block.id}-title`} className={styles.heroTitle}>
                    {block.title}
                  </Heading>
                  <p className={styles.heroSubtitle}>{block.subtitle}</p>
                  {block.cta ? (
                    <Link {...linkTo(block.cta.href)} className={styles.heroCta}>
                      {block.cta.label}
                    </Link>
                  ) : null}
                </div>
              </section>
            );
          }
          case 'carousel':
            return block.slides.length === 0 ? null : (
              <section key={block.id} className={sectionClass(blockIndex)}>
                <h2 id={`${block.id}-title`} className={styles.sectionTitle}>
                  {block.title}
                </h2>
                <Carousel
                  slides={block.slides.map((slide) => ({ ...slide, href: href(slide.href) }))}
                  labelledBy={`${block.id}-title`}
                  nearTop={nearTop(blockIndex)}
                  labels={{
                    previous: t('carousel.previous'),
                    next: t('carousel.next'),
                    slides: block.slides.map((_, i) =>
                      t('carousel.slide', { index: i + 1, total: block.slides.length }),
                    ),
                  }}
                />
              </section>
            );
          case 'productRail':
            return block.products.length === 0 ? null : (
              <TitledSection key={block.id} id={block.id} title={block.title} className={sectionClass(blockIndex)}>
                <ProductCardList
                  products={block.products}
                  className={gridStyles.rail}
                  country={country}
                  lang={lang}
                  labels={labels}
                />
              </TitledSection>
            );
          case 'brandGrid':
            return block.brands.length === 0 ? null : (
              <TitledSection key={block.id} id={block.id} title={block.title} className={sectionClass(blockIndex)}>
                <ul className={styles.brandGrid}>
                  {block.brands.map((brand) => (
                    <li key={brand.id}>
                      <Link href={href(`/brands/${brand.slug}`)} className={styles.brandTile}>
                        <StoreImage src={brand.logoUrl} alt={brand.name} width={400} height={160} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </TitledSection>
            );
          case 'promoTiles':
            return block.tiles.length === 0 ? null : (
              <section key={block.id} className={sectionClass(blockIndex)}>
                <ul className={styles.tiles}>
                  {block.tiles.map((tile, i) => (
                    <li key={`${tile.title}-${i}`}>
                      <Link
                        // A tile's code goes with the shopper: the bag applies it as it opens.
                        {...linkTo(tile.promoCode ? `/cart?${bagWithCodeQuery(tile.promoCode)}` : tile.href)}
                        className={styles.tile}
                      >
                        <BannerImage src={tile.imageUrl} firstScreen={false} />
                        <span className={styles.tileCopy}>
                          <span className={styles.tileTitle}>{tile.title}</span>
                          <span>{tile.text}</span>
                          {tile.promoCode ? (
                            <span className={styles.code}>{t('promoCode', { code: tile.promoCode })}</span>
                          ) : null}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          case 'richText':
            return (
              <section key={block.id} className={sectionClass(blockIndex)}>
                <RichText document={block.document} lang={lang} defaultLang={defaultLang} />
              </section>
            );
          default:
            return null;
        }
      })}
    </div>
  );
  // Hearts read the member's wish list from one scope; a page without product rails has none.
  const hasCards = blocks.some((block) => block.type === 'productRail' && block.products.length > 0);

  return (
    <TranslationsProvider lang={lang} resources={messages}>
      {hasCards ? (
        <WishlistScope lang={lang} defaultLang={defaultLang}>
          {content}
        </WishlistScope>
      ) : (
        content
      )}
    </TranslationsProvider>
  );
}
