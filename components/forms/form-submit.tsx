import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** A form's submit button, disabled and announced busy while the form is sent, saying so. */
export function FormSubmit({
  pending,
  label,
  pendingLabel,
  variant = 'primary',
}: {
  pending: boolean;
  label: ReactNode;
  pendingLabel: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <Button type="submit" variant={variant} block disabled={pending} aria-busy={pending || undefined}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
