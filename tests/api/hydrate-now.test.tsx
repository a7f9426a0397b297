// @vitest-environment jsdom
import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAsServerRendered } from '@/components/data/hooks';
import { HydrateNow } from '@/components/data/hydrate-now';

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

/** A member part of a page: shows the account it is allowed to show while hydrating. */
function Greeting() {
  const { data } = useQuery({ queryKey: ['account'], queryFn: () => 'Mei', enabled: false });
  const shown = useAsServerRendered(['account'], data);
  return <p data-testid="greeting">{shown ?? 'Account'}</p>;
}

async function hydrateOver(html: string, client: QueryClient, tree: ReactNode): Promise<unknown[]> {
  document.body.replaceChildren();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <QueryClientProvider client={client}>{tree}</QueryClientProvider>, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return errors;
}

describe('useAsServerRendered', () => {
  it('hydrates as the server rendered when the browser fetched the data first, then shows it', async () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <Greeting />
      </QueryClientProvider>,
    );
    expect(html).toContain('Account');
    const client = new QueryClient();
    // The browser's own account call answered before this part hydrated.
    client.setQueryData(['account'], 'Mei');
    const errors = await hydrateOver(html, client, <Greeting />);
    expect(errors).toEqual([]);
    expect(screen.getByTestId('greeting')).toHaveTextContent('Mei');
  });

  it('shows handed-over data from the first render', async () => {
    const server = new QueryClient();
    server.setQueryData(['account'], 'Mei');
    const state = dehydrate(server);
    const html = renderToString(
      <QueryClientProvider client={server}>
        <HydrateNow state={state}>
          <Greeting />
        </HydrateNow>
      </QueryClientProvider>,
    );
    expect(html).toContain('Mei');
    const errors = await hydrateOver(
      html,
      new QueryClient(),
      <HydrateNow state={state}>
        <Greeting />
      </HydrateNow>,
    );
    expect(errors).toEqual([]);
    expect(screen.getByTestId('greeting')).toHaveTextContent('Mei');
  });
});
