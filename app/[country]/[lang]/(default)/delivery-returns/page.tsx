import { ContentPage, contentPageMetadata } from '@/components/content/content-page';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export function generateMetadata({ params }: Props) {
  return contentPageMetadata(params, 'delivery-returns');
}

export default async function DeliveryReturnsPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  return <ContentPage country={country} lang={lang} slug="delivery-returns" />;
}
