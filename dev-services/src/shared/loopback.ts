import type { IncomingMessage } from 'node:http';

/** The interface the dev services listen on unless told otherwise: this machine only. */
export const LOOPBACK_HOST = '127.0.0.1';

/** True for 127.0.0.0/8 and ::1 (also as IPv4-mapped IPv6, `::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127(\.\d{1,3}){3}$/.test(v4);
}

/** True when a Host header names this machine: localhost, 127.x.x.x or [::1], with any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const hostname = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.split(':')[0];
  return hostname === 'localhost' || isLoopbackAddress(hostname);
}

/**
 * True when a request comes from this machine and was addressed to it by a loopback name. The
 * Host check stops DNS rebinding: a page of another site whose name resolves to 127.0.0.1
 * still sends its own name as Host.
 */
export function isLocalRequest(req: IncomingMessage): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && isLoopbackHost(req.headers.host);
}
