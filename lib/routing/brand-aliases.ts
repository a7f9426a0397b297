/** Short brand slugs that shoppers and old links use, and the brand page they belong to. */
export const BRAND_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  armani: 'armani-beauty',
  milk: 'milk-makeup',
  thisworks: 'this-works',
  ysl: 'yves-saint-laurent',
  mac: 'mac-cosmetics',
  nars: 'nars-cosmetics',
  fenty: 'fenty-beauty',
  rare: 'rare-beauty',
  benefit: 'benefit-cosmetics',
  clinique: 'clinique-laboratories',
  esteelauder: 'estee-lauder',
  laneige: 'laneige-korea',
  drunk: 'drunk-elephant',
  glow: 'glow-recipe',
  tatcha: 'tatcha-japan',
  sk2: 'sk-ii',
  dior: 'dior-beauty',
  chanel: 'chanel-beauty',
  olaplex: 'olaplex-hair',
});

/**
 * `/brands/{alias}/…` → `/brands/{full slug}/…` (deeper segments kept), or `null` when the path
 * is not an aliased brand path. Matching is case-insensitive on the alias segment only.
 */
export function brandAliasTarget(pathname: string): string | null {
  const match = /^\/brands\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const alias = match[1];
  if (!alias) return null;
  const target = BRAND_ALIASES[alias.toLowerCase()];
  if (!target || !Object.hasOwn(BRAND_ALIASES, alias.toLowerCase())) return null;
  return `/brands/${target}${match[2] ?? ''}`;
}
