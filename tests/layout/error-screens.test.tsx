// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GlobalError from '@/app/global-error';
import { ErrorView } from '@/components/layout/error-view';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

afterEach(() => {
  Cookies.remove('language');
  vi.restoreAllMocks();
});

describe('route group error screen', () => {
  it.each([
    ['th', 'เกิดข้อผิดพลาด', 'ลองอีกครั้ง'],
    ['zh', '發生錯誤', '再試一次'],
  ] as const)('is translated (%s) and retries the segment', async (lang, title, retry) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reset = vi.fn();
    const resources = await pickMessages(lang, { common: ['error', 'notFound.home'] });
    render(
      <TranslationsProvider lang={lang} resources={resources}>
        <ErrorView error={new Error('boom')} reset={reset} />
      </TranslationsProvider>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    await userEvent.click(screen.getByRole('button', { name: retry }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalled();
  });
});

describe('global error screen', () => {
  it("speaks the shopper's language from the language cookie", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Cookies.set('language', 'lng_id');
    act(() => {
      render(<GlobalError error={new Error('fatal')} />, { container: document.documentElement });
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terjadi kesalahan');
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeInTheDocument();
  });
});
