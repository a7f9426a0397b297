import { Link } from '@/components/ui/link';
import type { ComponentProps, MouseEvent } from 'react';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'accent';

interface StyleProps {
  variant?: Variant;
  block?: boolean;
}

/** The button look for a plain `<button>` or link a server component renders (forms without script). */
export function buttonClassName({ variant = 'primary', block }: StyleProps = {}, extra?: string): string {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

/**
 * A button whose action is under way: it stays focusable and announced (`aria-disabled`, where
 * `disabled` would drop keyboard focus), and presses, including a form's Enter key, are ignored
 * until it is done, so nothing is sent twice. Spread onto any `<button>`; `Button` takes `busy`.
 */
export function busyPress(
  busy: boolean,
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void,
): Pick<ComponentProps<'button'>, 'aria-disabled' | 'onClick'> {
  return {
    'aria-disabled': busy || undefined,
    onClick: (event) => {
      if (busy) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    },
  };
}

/** `busy`: see `busyPress`. */
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
  const press = busyPress(busy, onClick);
  return (
    <button
      type={type}
      className={buttonClassName({ variant, block }, className)}
      {...press}
      aria-disabled={press['aria-disabled'] || ariaDisabled || undefined}
      {...rest}
    />
  );
}

export function ButtonLink({ variant, block, className, ...rest }: ComponentProps<typeof Link> & StyleProps) {
  return <Link className={buttonClassName({ variant, block }, className)} {...rest} />;
}
