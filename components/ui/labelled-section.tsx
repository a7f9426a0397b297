import type { ReactNode } from 'react';

/** A section named by its heading (`aria-labelledby`), so it is a region assistive tech can list. */
export function LabelledSection({
  id,
  title,
  heading: Heading = 'h2',
  className,
  headingClassName,
  children,
}: {
  /** The heading's id. */
  id: string;
  title: ReactNode;
  heading?: 'h1' | 'h2';
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
