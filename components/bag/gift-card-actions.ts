'use server';

import { refresh } from 'next/cache';
import { addGiftCard, removeGiftCard } from '@/lib/api/bag';
import { createActionApiClient } from '@/lib/api/server';
import { actionLocale } from '@/lib/routing/action-locale';
import type { CountryCode, Language } from '@/lib/site';
import { bagErrorKey } from './bag-state';
import { giftCardEntry, giftCardIssueKey, type GiftCardFormState } from './gift-card-state';

/**
 * The one way a gift card is added or taken off, with or without JavaScript: the bag's page is
 * rendered again with the card paying its part, or the form says why and keeps the number typed.
 */
export async function changeGiftCard(
  countryArg: CountryCode,
  langArg: Language,
  _previous: GiftCardFormState,
  form: FormData,
): Promise<GiftCardFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const api = await createActionApiClient(country, lang);
  if (form.get('intent') === 'remove') {
    try {
      await removeGiftCard(api);
    } catch (error) {
      return { failure: bagErrorKey(error) };
    }
    refresh();
    return { removed: true };
  }
  const typed = String(form.get('number') ?? '').slice(0, 40);
  const entry = giftCardEntry(form);
  if (!entry.success) return { failure: giftCardIssueKey(entry.error.issues[0]?.path[0]), number: typed };
  try {
    await addGiftCard(api, entry.data);
  } catch (error) {
    return { failure: bagErrorKey(error), number: typed };
  }
  refresh();
  return { added: true };
}
