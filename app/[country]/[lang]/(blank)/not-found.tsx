import { NotFoundView } from '@/components/layout/not-found-view';

export default function GroupNotFound() {
  return <NotFoundView />;
}
