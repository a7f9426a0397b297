// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redirect } from 'next/navigation';
import { ErrorBoundary } from 'react-error-boundary';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionBoundary } from '@/components/ui/section-boundary';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';

const refresh = vi.fn();
vi.mock('next/navigation', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useRouter: () => ({ refresh }),
}));

afterEach(() => {
  vi.restoreAllMocks();
  refresh.mockClear();
});

async function renderIn(lang: 'en' | 'th' | 'zh', section: React.ReactNode) {
  const resources = await pickMessages(lang, { common: ['error', 'notFound.home'] });
  return render(
    <TranslationsProvider lang={lang} resources={resources}>
      <ErrorBoundary fallbackRender={({ error }) => <p>page failed: {String((error as Error).message)}</p>}>
        <h1>Wish list</h1>
        {section}
      </ErrorBoundary>
    </TranslationsProvider>,
  );
}

describe('SectionBoundary', () => {
  it.each([
    ['th', 'ไม่สามารถแสดงส่วนนี้ได้ในขณะนี้', 'ลองอีกครั้ง'],
    ['zh', '此部分暫時無法顯示。', '再試一次'],
  ] as const)('a failing part fails alone (%s), and its retry asks the server again', async (lang, text, retry) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('API down');
      return <p>3 products</p>;
    }
    await renderIn(
      lang,
      <SectionBoundary>
        <Flaky />
      </SectionBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Wish list' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: retry }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('3 products')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives a small part its own quiet fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): React.ReactNode {
      throw new Error('boom');
    }
    await renderIn(
      'en',
      <SectionBoundary quiet={<span>♡</span>}>
        <Broken />
      </SectionBoundary>,
    );
    expect(screen.getByText('♡')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves a redirect thrown inside to the router above it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function SignedOut(): React.ReactNode {
      redirect('/sign_in');
    }
    await renderIn(
      'en',
      <SectionBoundary>
        <SignedOut />
      </SectionBoundary>,
    );
    expect(screen.getByText(/page failed: NEXT_REDIRECT/)).toBeInTheDocument();
    expect(screen.queryByText("This part couldn't be shown just now.")).not.toBeInTheDocument();
  });
});
