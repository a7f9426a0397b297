import Link from 'next/link';
import type { ComponentProps } from 'react';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'accent';

interface StyleProps {
  variant?: Variant;
  block?: boolean;
}

function classes({ variant = 'primary', block }: StyleProps, extra?: string) {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({ variant, block, className, type = 'button', ...rest }: ComponentProps<'button'> & StyleProps) {
  return <button type={type} className={classes({ variant, block }, className)} {...rest} />;
}

export function ButtonLink({ variant, block, className, ...rest }: ComponentProps<typeof Link> & StyleProps) {
  return <Link className={classes({ variant, block }, className)} {...rest} />;
}
