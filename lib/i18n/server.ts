import 'server-only';
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import type { Language } from '@/lib/site';
import {
  FALLBACK_LANGUAGE,
  NAMESPACES,
  type MessagePicks,
  type Messages,
  type Namespace,
  type Resources,
} from './config';
import { loadMessages } from './load';

const instances = new Map<Language, Promise<I18n>>();

async function instanceFor(lang: Language): Promise<I18n> {
  let pending = instances.get(lang);
  if (!pending) {
    pending = (async () => {
      const languages = lang === FALLBACK_LANGUAGE ? [lang] : [lang, FALLBACK_LANGUAGE];
      const resources: Record<string, Record<string, Messages>> = {};
      for (const l of languages) {
        resources[l] = Object.fromEntries(
          await Promise.all(NAMESPACES.map(async (ns) => [ns, await loadMessages(l, ns)] as const)),
        );
      }
      const instance = createInstance();
      await instance.init({
        lng: lang,
        fallbackLng: FALLBACK_LANGUAGE,
        ns: [...NAMESPACES],
        defaultNS: 'common',
        resources,
        interpolation: { escapeValue: false },
        returnNull: false,
      });
      return instance;
    })();
    instances.set(lang, pending);
  }
  return pending;
}

/**
 * The most strings one translator remembers (below): far more than the shop has, so it only ever
 * stops a key made from data nobody checked from growing the memory.
 */
const REMEMBERED_STRINGS = 5_000;

const translators = new Map<string, TFunction<Namespace>>();

/**
 * A translation function for server components. React escapes the output, so i18next does not.
 * A string without options (most of the header, footer and headings of every page) is looked up
 * once per process and remembered: i18next resolves each call afresh, and a page rendered per
 * shopper makes a few hundred of them.
 */
export async function getTranslator<N extends Namespace = 'common'>(
  lang: Language,
  ns: N = 'common' as N,
): Promise<TFunction<N>> {
  const name = `${lang}:${ns}`;
  let translator = translators.get(name);
  if (!translator) {
    const t = (await instanceFor(lang)).getFixedT(lang, ns) as unknown as (...args: unknown[]) => string;
    const remembered = new Map<string, string>();
    translator = ((...args: unknown[]) => {
      const [key] = args;
      if (args.length !== 1 || typeof key !== 'string') return t(...args);
      let value = remembered.get(key);
      if (value === undefined) {
        value = t(key);
        if (remembered.size < REMEMBERED_STRINGS) remembered.set(key, value);
      }
      return value;
    }) as unknown as TFunction<Namespace>;
    translators.set(name, translator);
  }
  return translator as unknown as TFunction<N>;
}

/**
 * The few strings a client component shows, picked on the server so that no whole bundle
 * reaches the browser. Keys are dot paths inside the namespace; a missing key throws, so a
 * typo fails the build instead of shipping a raw key.
 */
export async function pickMessages(lang: Language, picks: MessagePicks): Promise<Resources> {
  // A screen's picks are a constant of its module: what they give is the same for every request.
  let picked = pickedMessages.get(picks);
  if (!picked) {
    picked = new Map();
    pickedMessages.set(picks, picked);
  }
  let out = picked.get(lang);
  if (!out) {
    out = pick(lang, picks);
    picked.set(lang, out);
  }
  return out;
}

const pickedMessages = new WeakMap<MessagePicks, Map<Language, Promise<Resources>>>();

async function pick(lang: Language, picks: MessagePicks): Promise<Resources> {
  const out: Resources = {};
  for (const [ns, keys] of Object.entries(picks) as Array<[Namespace, readonly string[]]>) {
    const messages = await loadMessages(lang, ns);
    const fallback = lang === FALLBACK_LANGUAGE ? messages : await loadMessages(FALLBACK_LANGUAGE, ns);
    const picked: Messages = {};
    for (const key of keys) {
      const value = lookup(messages, key) ?? lookup(fallback, key);
      if (value === undefined) throw new Error(`Missing translation ${ns}:${key}`);
      assign(picked, key, value);
    }
    out[ns] = picked;
  }
  return out;
}

function lookup(messages: Messages, path: string): string | Messages | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

function assign(target: Messages, path: string, value: string | Messages): void {
  const parts = path.split('.');
  let node = target;
  parts.slice(0, -1).forEach((part) => {
    const next = node[part];
    if (next === undefined || typeof next === 'string') node[part] = {};
    node = node[part] as Messages;
  });
  node[parts.at(-1) as string] = value;
}
