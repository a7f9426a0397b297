'use client';

import type { ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import { Button } from '@/components/ui/button';

/** The submit button of a form drawn on the server; busy while its form is being sent. */
export function SubmitButton({ children, variant }: { children: ReactNode; variant?: 'primary' | 'secondary' }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" variant={variant} busy={pending}>
      {children}
    </Button>
  );
}
