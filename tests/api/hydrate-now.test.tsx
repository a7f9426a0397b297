// @vitest-environment jsdom
import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HydrateNow } from '@/lib/api/hydrate-now';

const KEY = ['bag'];

/** Like the header: observes the query without fetching it. */
function Observer() {
  const { data } = useQuery({ queryKey: KEY, queryFn: () => 'fetched', enabled: false });
  return <p data-testid="header">{String(data ?? 'none')}</p>;
}

/** Like a streamed section: renders with the first value it reads, as hydration would. */
function Section({ seen }: { seen: string[] }) {
  const { data } = useQuery({ queryKey: KEY, queryFn: () => 'fetched', enabled: false });
  seen.push(String(data ?? 'none'));
  return <p data-testid="section">{String(data ?? 'none')}</p>;
}

describe('HydrateNow', () => {
  it('gives a section the server data on its first render, even when another component observed the query empty', () => {
    const server = new QueryClient();
    server.setQueryData(KEY, '2 items');
    const state = dehydrate(server);
    const client = new QueryClient();
    const seen: string[] = [];
    render(
      <QueryClientProvider client={client}>
        <Observer />
        <HydrateNow state={state}>
          <Section seen={seen} />
        </HydrateNow>
      </QueryClientProvider>,
    );
    expect(seen[0]).toBe('2 items');
    expect(screen.getByTestId('section')).toHaveTextContent('2 items');
  });

  it('keeps newer data the browser already has', () => {
    const server = new QueryClient();
    server.setQueryData(KEY, 'old', { updatedAt: 1 });
    const client = new QueryClient();
    client.setQueryData(KEY, 'newer', { updatedAt: 2 });
    render(
      <QueryClientProvider client={client}>
        <HydrateNow state={dehydrate(server)}>
          <Section seen={[]} />
        </HydrateNow>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('section')).toHaveTextContent('newer');
  });
});
