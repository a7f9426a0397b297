import type { ReactNode } from 'react';

/** The preview layout: no shop header or footer; preview pages carry their own banner and toolbar. */
export default function PreviewLayout({ children }: { children: ReactNode }) {
  return <main id="main-content">{children}</main>;
}
