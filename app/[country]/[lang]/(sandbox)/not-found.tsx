import { NotFoundView, notFoundMetadata } from '@/components/layout/not-found-view';

export const generateMetadata = notFoundMetadata;

export default function GroupNotFound() {
  return <NotFoundView />;
}
