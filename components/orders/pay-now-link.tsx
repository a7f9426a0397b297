import { ButtonLink } from '@/components/ui/button';
import styles from './orders.module.css';

/**
 * Leads to an unpaid order's page, where it is paid again. Named with the order's number after
 * its visible words, so that a list of them reads apart.
 */
export function PayNowLink({ href, number, label }: { href: string; number: string; label: string }) {
  return (
    <ButtonLink
      href={href}
      variant="secondary"
      className={styles.payNow}
      aria-label={`${label} ${number}`}
      data-testid="pay-now"
    >
      {label}
    </ButtonLink>
  );
}
