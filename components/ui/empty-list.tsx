import { ButtonLink } from './button';

/** A member's empty list: what it would hold, and a button to where to find some. */
export function EmptyList({
  className,
  message,
  action,
  href,
}: {
  className: string | undefined;
  message: string;
  action: string;
  href: string;
}) {
  return (
    <div className={className}>
      <p>{message}</p>
      <ButtonLink href={href}>{action}</ButtonLink>
    </div>
  );
}
