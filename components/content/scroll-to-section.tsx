'use client';

import { useEffect } from 'react';

/**
 * Brings the section a link named (`?section=…`) into view when the address has no `#anchor` to
 * do it already. The section is open in the server's HTML; this only scrolls.
 */
export function ScrollToSection({ id }: { id: string }) {
  useEffect(() => {
    if (window.location.hash) return;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [id]);
  return null;
}
