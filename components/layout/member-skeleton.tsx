import { RefreshAfterSignIn } from './refresh-after-sign-in';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A member page drawn without its member (their access token expired, see `readAsMember`): the
 * page's skeleton while the browser refreshes the token and the page is drawn again.
 */
export function MemberSkeleton({ height }: { height: string }) {
  return (
    <RefreshAfterSignIn>
      <Skeleton width="100%" height={height} />
    </RefreshAfterSignIn>
  );
}
