'use client';

import { ErrorView } from '@/components/layout/error-view';

export default function GroupError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView error={error} reset={reset} />;
}
