import type { ReactNode } from 'react';

/** The blank layout: the page alone (QA tools such as /swagger). */
export default function BlankLayout({ children }: { children: ReactNode }) {
  return <main id="main-content">{children}</main>;
}
