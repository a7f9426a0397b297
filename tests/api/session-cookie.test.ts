// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropJwtData, readJwtData } from '@/lib/api/client';

const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

function countCookieReads() {
  return vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) {
    return cookie.get!.call(this) as string;
  });
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  vi.restoreAllMocks();
  document.cookie = 'jwt-data=; path=/; max-age=0';
  await nextTask();
});

describe('the readable token cookie', () => {
  it('is read from the browser once however many components ask in one task', async () => {
    document.cookie = 'jwt-data=header.payload; path=/';
    await nextTask();
    expect(readJwtData()).toBe('header.payload');
    await nextTask();
    const reads = countCookieReads();
    const answers = Array.from({ length: 30 }, () => readJwtData());
    expect(new Set(answers)).toEqual(new Set(['header.payload']));
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('shows a cookie the API set in the next task', async () => {
    expect(readJwtData()).toBeUndefined();
    document.cookie = 'jwt-data=fresh.token; path=/';
    await nextTask();
    expect(readJwtData()).toBe('fresh.token');
    document.cookie = 'jwt-data=; path=/; max-age=0';
    await nextTask();
    expect(readJwtData()).toBeUndefined();
  });

  it('is gone at once when this tab drops it, in the same task', async () => {
    document.cookie = 'jwt-data=header.payload; path=/';
    await nextTask();
    expect(readJwtData()).toBe('header.payload');
    dropJwtData();
    expect(readJwtData()).toBeUndefined();
    expect(document.cookie).not.toContain('jwt-data');
  });
});
