/**
 * The Node host's address lookup for the login log (issue "Log management": the province a login
 * came from, where the address is known): ip2region's offline database of Chinese addresses.
 * Node-only, like the sheet writer; the hosts import it. The database (about 9 MB) is read on the
 * first lookup, not at start-up, so a server nobody logs in to does not carry it.
 */
import IP2Region from 'ip2region';
import { isIP } from 'node:net';
import type { ProvinceLookup } from '../deps';

let searcher: IP2Region | undefined;

/** Loopback, private, link-local and carrier-grade NAT addresses: no province, and no need to load the database. */
const PRIVATE = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./];

export const ip2regionProvince: ProvinceLookup = (ip) => {
  // The request's address comes with IPv4-mapped IPv6 unwrapped. The IPv6 table would be another
  // 2.6 MB for the few IPv6 logins; those keep an empty province.
  if (isIP(ip) !== 4 || PRIVATE.some((range) => range.test(ip))) return '';
  searcher ??= new IP2Region({ disableIpv6: true });
  const found = searcher.search(ip);
  // Private and foreign addresses have no province of China.
  return found && found.country === '中国' ? found.province : '';
};
