import type { Language } from '@/lib/site';
import type { Messages, Namespace } from './config';

/** Reads one namespace of one language; the bundler turns this into per-file chunks. */
export async function loadMessages(lang: Language, ns: Namespace): Promise<Messages> {
  const mod = (await import(`../../locales/${lang}/${ns}.json`)) as { default: Messages };
  return mod.default;
}
