'use client';

import { useRef, useState } from 'react';
import { Button } from './button';
import styles from './on-demand.module.css';

export type OnDemand<T> = { state: 'idle' | 'loading' | 'failed' } | { state: 'loaded'; value: T };

/**
 * Content asked for when the shopper reaches for it rather than sent with the page: `requestOnce`
 * asks the first time only (call it from every gesture that announces the need), `retry` asks again
 * after a failure.
 */
export function useOnDemand<T>(load: () => Promise<T>) {
  const [result, setResult] = useState<OnDemand<T>>({ state: 'idle' });
  const asked = useRef(false);
  const retry = () => {
    asked.current = true;
    setResult({ state: 'loading' });
    load().then(
      (value) => setResult({ state: 'loaded', value }),
      () => setResult({ state: 'failed' }),
    );
  };
  const requestOnce = () => {
    if (!asked.current) retry();
  };
  return { result, requestOnce, retry };
}

/** What stands in for content that could not be had: why, and a way to try again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  className,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={className ? `${styles.failed} ${className}` : styles.failed} role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
