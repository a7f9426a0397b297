import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * Requests made in-process (tests, the build's prerender) have no socket; they stand for the one
 * caller the embedded API has, the storefront on this machine.
 */
const IN_PROCESS_PEER = '127.0.0.1';

function family(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/** The proxies whose X-Forwarded-For is believed; throws on an entry that is no address or CIDR. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const kind = family(address);
    if (!kind) throw new Error(`Invalid backend environment: TRUSTED_PROXIES: ${entry} is not an address or CIDR`);
    if (prefix === undefined) list.addAddress(address, kind);
    else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (kind === 'ipv4' ? 32 : 128))
        throw new Error(`Invalid backend environment: TRUSTED_PROXIES: ${entry} has no valid prefix length`);
      list.addSubnet(address, bits, kind);
    }
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const kind = family(address);
  return kind !== null && list.check(address, kind);
}

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? IN_PROCESS_PEER;
  } catch {
    return IN_PROCESS_PEER;
  }
}

export interface ClientAddressPolicy {
  trustProxy: boolean;
  trustedProxies: BlockList;
}

/**
 * The shopper's address. The connection's peer, unless the peer is a trusted proxy: then
 * X-Forwarded-For is read from the right, skipping the trusted proxies that appended to it, and
 * the first address that is not one of ours is the client. Entries further left were written by
 * whoever sent the request and are never believed, so a client cannot pick its own key.
 */
export function clientAddress(c: Context, policy: ClientAddressPolicy): string {
  const peer = peerAddress(c);
  if (!policy.trustProxy || !isTrusted(policy.trustedProxies, peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] ?? '';
    if (!isTrusted(policy.trustedProxies, hop)) return hop;
  }
  return hops[0] ?? peer;
}
