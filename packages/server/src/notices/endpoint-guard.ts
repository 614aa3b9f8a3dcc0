import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a push endpoint may not reach: a subscription is the browser's word, so a forged one could make the
 * server knock on its own network (loopback, private, link-local, shared and unspecified ranges).
 */
const inside = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) inside.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) inside.addSubnet(net, bits, 'ipv6');

function isInside(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return inside.check(mapped[1]!, 'ipv4');
  return inside.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether the server may send to this endpoint: https (unless `allowLocal`, for tests with a local push service),
 * and every address its host resolves to outside the server's own networks. A host that does not resolve is not
 * refused here (the send fails and is tried again).
 */
export async function pushEndpointAllowed(endpoint: string, allowLocal: boolean): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLocal) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return !isInside(host);
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.every((a) => !isInside(a.address));
  } catch {
    return true;
  }
}
