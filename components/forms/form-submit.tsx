import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A form's submit button, disabled and announced busy while the form is sent, saying so. A form
 * that stays in place after its answer (the bag's, a step of a flow) keeps the button focusable
 * instead (`keepFocus`): it is announced busy and ignores presses, so a keyboard user stays on it.
 */
export function FormSubmit({
  pending,
  label,
  pendingLabel,
  variant = 'primary',
  block = true,
  keepFocus = false,
  className,
  testId,
}: {
  pending: boolean;
  label: ReactNode;
  pendingLabel: ReactNode;
  variant?: 'primary' | 'secondary' | 'accent';
  /** As wide as the form (the default), or as wide as its label. */
  block?: boolean;
  keepFocus?: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <Button
      type="submit"
      variant={variant}
      block={block}
      className={className}
      data-testid={testId}
      {...(keepFocus ? { busy: pending } : { disabled: pending })}
      aria-busy={pending || undefined}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}
