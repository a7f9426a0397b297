import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StoreActivityTabs } from '@/components/happening/activity-lists';
import { StorePage } from '@/components/stores/store-page';
import { getStore } from '@/lib/api/stores';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams & { slug: string }>; searchParams: Promise<{ tab?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, lang } = await localeFromParams(params);
  const store = await getStore(country, lang, (await params).slug);
  return store ? { title: store.name, description: `${store.address}, ${store.city}` } : {};
}

export default async function StoreRoute({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  const { slug } = await params;
  const store = await getStore(country, lang, slug);
  if (!store) notFound();
  const { tab } = await searchParams;
  return (
    <StorePage
      store={store}
      country={country}
      lang={lang}
      activities={<StoreActivityTabs store={store.slug} country={country} lang={lang} initial={tab} />}
    />
  );
}
