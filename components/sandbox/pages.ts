/** Every page of the sandbox, grouped as the index shows them; `pending` ones have no page yet. */
export interface SandboxEntry {
  /** Path under /sandbox, and the key of its title and description in the `sandbox` namespace. */
  slug: string;
  pending?: boolean;
}

export interface SandboxGroup {
  key: 'tools' | 'orders' | 'components' | 'pending';
  entries: readonly SandboxEntry[];
}

/** Order pages drawn by the real order view from fixtures typed by the contract. */
export const ORDER_FIXTURE_SLUGS = [
  'order-confirmation-au',
  'order-confirmation-sg',
  'payment-failed-hk',
  'payment-blocked-nz',
  'payment-pending-au',
  'payment-pending-id',
  'payment-pending-my',
  'payment-pending-ph',
  'payment-pending-th',
] as const;
export type OrderFixtureSlug = (typeof ORDER_FIXTURE_SLUGS)[number];

export const SANDBOX_GROUPS: readonly SandboxGroup[] = [
  {
    key: 'tools',
    entries: [
      { slug: 'members' },
      { slug: 'order-state' },
      { slug: 'faults' },
      { slug: 'mail' },
      { slug: 'notification' },
      { slug: 'reset-demo-data' },
    ],
  },
  { key: 'orders', entries: ORDER_FIXTURE_SLUGS.map((slug) => ({ slug })) },
  {
    key: 'components',
    entries: [
      { slug: 'cart' },
      { slug: 'loaders' },
      { slug: 'language' },
      { slug: 'happening' },
      { slug: 'store-location' },
      { slug: 'filter-modal' },
      { slug: 'contentful' },
    ],
  },
  {
    key: 'pending',
    entries: [{ slug: 'publish-review', pending: true }],
  },
];

/** Every path the sandbox answers (pending entries have none). */
export function sandboxPaths(): string[] {
  return [
    '/sandbox',
    ...SANDBOX_GROUPS.flatMap((group) =>
      group.entries.filter((entry) => !entry.pending).map((entry) => `/sandbox/${entry.slug}`),
    ),
  ];
}
