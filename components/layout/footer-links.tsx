import type { TFunction } from 'i18next';
import { Link } from '@/components/ui/link';

/** The pages a footer links to, by their `footer.*` label key (`common`). */
const FOOTER_PAGES = {
  helpFaq: '/help',
  deliveryReturns: '/delivery-returns',
  returns: '/delivery-returns#returns-policy',
  contact: '/contact',
  orders: '/orders',
  findOrder: '/order-status',
  account: '/account',
  rewards: '/rewards',
  stores: '/store-locations',
  happening: '/happening',
  about: '/about',
  beautyPassTerms: '/beauty-pass-terms',
  terms: '/terms',
  privacy: '/privacy',
} as const;

export type FooterPage = keyof typeof FOOTER_PAGES;

/** A footer list's items, each a link to one of those pages in the page's language (`href`). */
export function FooterLinks({
  pages,
  t,
  href,
}: {
  pages: readonly FooterPage[];
  t: TFunction<'common'>;
  href: (path: string) => string;
}) {
  return pages.map((page) => (
    <li key={page}>
      <Link href={href(FOOTER_PAGES[page])}>{t(`footer.${page}`)}</Link>
    </li>
  ));
}
