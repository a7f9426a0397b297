import { describe, expect, it, vi } from 'vitest';
import { boundAction } from '@/components/forms/bound-action';

// A page drawn again after a post without JavaScript waits until its form's action is ready: an
// action that is another function at each attempt never is (components/forms/bound-action.ts).
describe('boundAction', () => {
  it('is the same function for the same action and arguments, and another for others', () => {
    const action = vi.fn(async (country: string, lang: string, _state: unknown, form: FormData) => [
      country,
      lang,
      form,
    ]);
    const other = vi.fn(async (country: string, lang: string, _state: unknown, _form: FormData) => country + lang);
    expect(boundAction(action, 'th', 'th')).toBe(boundAction(action, 'th', 'th'));
    expect(boundAction(action, 'th', 'en')).not.toBe(boundAction(action, 'th', 'th'));
    expect(boundAction(other, 'th', 'th')).not.toBe(boundAction(action, 'th', 'th'));
    // "1" and 1 are other arguments: a store's code is never taken for an id.
    const withId = vi.fn(async (_c: string, _l: string, _id: number | string) => null);
    expect(boundAction(withId, 'sg', 'en', 1)).not.toBe(boundAction(withId, 'sg', 'en', '1'));
  });

  it('calls the action with its bound arguments first', async () => {
    const action = vi.fn(async (country: string, lang: string, id: number, form: FormData) => ({
      country,
      lang,
      id,
      form,
    }));
    const form = new FormData();
    await expect(boundAction(action, 'id', 'id', 7)(form)).resolves.toEqual({ country: 'id', lang: 'id', id: 7, form });
  });
});
