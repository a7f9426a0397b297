import type { ReactNode } from 'react';

/** The classes a page's CSS module gives its header (`header`, `heading`, `intro`). */
interface PageHeaderClasses {
  readonly header?: string;
  readonly heading?: string;
  readonly intro?: string;
}

/** A page's header: its title (the page's `h1`, named by `id`) and an optional introduction. */
export function PageHeader({
  id,
  title,
  intro,
  classes,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  classes: PageHeaderClasses;
}) {
  return (
    <header className={classes.header}>
      <h1 id={id} className={classes.heading}>
        {title}
      </h1>
      {intro === undefined ? null : <p className={classes.intro}>{intro}</p>}
    </header>
  );
}
