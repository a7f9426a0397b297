'use client';

import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { reportError } from '@/lib/monitoring';
import en from '@/locales/en/fatal.json';
import id from '@/locales/id/fatal.json';
import th from '@/locales/th/fatal.json';
import zh from '@/locales/zh/fatal.json';

const MESSAGES = { en, id, th, zh } as const;

/** Last resort when the root layout itself fails: a bare page in the shopper's language. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const code = Cookies.get('language')?.replace(/^lng_/, '') ?? 'en';
  const lang = code in MESSAGES ? (code as keyof typeof MESSAGES) : 'en';
  const text = MESSAGES[lang];

  useEffect(() => {
    console.error(error);
    reportError(error, { source: 'fatal', level: 'fatal' });
  }, [error]);

  return (
    <html lang={lang}>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '4rem 1rem', textAlign: 'center' }}>
        <main>
          <h1>{text.title}</h1>
          <p>{text.body}</p>
          <button type="button" onClick={() => window.location.reload()} style={{ minHeight: 48, padding: '0 1.5rem' }}>
            {text.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
