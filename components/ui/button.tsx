import Link from 'next/link';
import type { ComponentProps, MouseEvent } from 'react';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'accent';

interface StyleProps {
  variant?: Variant;
  block?: boolean;
}

function classes({ variant = 'primary', block }: StyleProps, extra?: string) {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

/**
 * `busy`: the action is under way. The button stays focusable and announced (`aria-disabled`), and
 * presses, including a form's Enter key, are ignored until it is done, so nothing is sent twice.
 */
export function Button({
  variant,
  block,
  busy = false,
  className,
  type = 'button',
  onClick,
  'aria-disabled': ariaDisabled,
  ...rest
}: ComponentProps<'button'> & StyleProps & { busy?: boolean }) {
  return (
    <button
      type={type}
      className={classes({ variant, block }, className)}
      aria-disabled={busy || ariaDisabled || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    />
  );
}

export function ButtonLink({ variant, block, className, ...rest }: ComponentProps<typeof Link> & StyleProps) {
  return <Link className={classes({ variant, block }, className)} {...rest} />;
}
