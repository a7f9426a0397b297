'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Order } from '@/contract';
import { orderQueryOptions } from '@/lib/api/orders';
import { useApiClient } from '@/components/data/api-client';

/** Asks for the order again, for a shopper who has just paid. */
export function RefreshButton({ order, label, busy }: { order: Order; label: string; busy: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const key = orderQueryOptions(client, order.id).queryKey;
  const [checking, setChecking] = useState(false);
  return (
    <Button
      variant="secondary"
      busy={checking}
      onClick={async () => {
        setChecking(true);
        await queryClient.invalidateQueries({ queryKey: key, exact: true });
        setChecking(false);
      }}
    >
      {checking ? busy : label}
    </Button>
  );
}
