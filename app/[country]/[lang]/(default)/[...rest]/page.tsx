import { notFound } from 'next/navigation';

/** Any path no route claims is a 404 inside the default layout. */
export default function UnknownPage(): never {
  notFound();
}
