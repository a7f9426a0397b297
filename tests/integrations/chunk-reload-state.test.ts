// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { restoreSnapshot, saveSnapshot, takeSnapshot } from '@/lib/app-shell/chunk-reload';

describe('state kept across a failed-chunk reload', () => {
  it('puts back typed values and the scroll position on the same page, never secrets', () => {
    document.body.innerHTML = `
      <form><input name="fullName" value="Wren Tan"><input name="password" type="password" value="Demo!Pass1">
      <input name="cardNumber" value="4242424242424242"><textarea name="note">Leave at door</textarea></form>`;
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
    const snapshot = takeSnapshot(document, { scrollY: 420, location: window.location });
    expect(snapshot.fields).toEqual([
      { form: 0, name: 'fullName', value: 'Wren Tan' },
      { form: 0, name: 'note', value: 'Leave at door' },
    ]);
    saveSnapshot(storage, snapshot);

    // The reloaded page: empty fields.
    document.body.innerHTML = `<form><input name="fullName"><input name="password" type="password"><textarea name="note"></textarea></form>`;
    let scrolledTo = -1;
    const restored = restoreSnapshot(storage, document, {
      location: window.location,
      scrollTo: ((_x: number, y: number) => {
        scrolledTo = y;
      }) as unknown as Window['scrollTo'],
    });
    expect(restored).toBe(true);
    expect((document.querySelector('[name=fullName]') as HTMLInputElement).value).toBe('Wren Tan');
    expect((document.querySelector('[name=note]') as HTMLTextAreaElement).value).toBe('Leave at door');
    expect((document.querySelector('[name=password]') as HTMLInputElement).value).toBe('');
    expect(scrolledTo).toBe(420);
    // Used once.
    expect(restoreSnapshot(storage, document, window)).toBe(false);
  });
});
