/**
 * The rights editor's data and its encodings (SPEC.md sections 3 and 4), as pure functions used by
 * the role editor, the my-rights page and the server alike.
 *
 * Tabs: 1 ERP (`rightsPlat`), 2 production MES (`rightsErp`), 3 WebCAD (`rightsCad`), 4 WebCAD
 * functions (`cad_functions`); rightsType 1/2/3 saves the first three.
 *
 * Rights encoding: every leaf checked → '0'; none → '-1'; otherwise the checked fids, comma-separated.
 * WebCAD functions: a stored '0' allows all, '-1' none, otherwise it lists the DENIED commands; saving
 * sends '0' when all are checked, else the unchecked commands, and none checked is refused.
 */
import { CAD_COMMANDS, CAD_FUNCTIONS, type CadFunctionDef } from './cadFunctions';
import { ALL_RIGHTS, groupOfRight, RIGHTS_CATALOGUE, rightOfFid, type RightsType } from './rights';

export interface RightsTreeLeaf {
  fid: number;
  fnm: string;
  ck: 0 | 1;
  kp: '0' | '1';
  cm: string;
  /** The right code (not in the original payload; handy for tests and tooling). */
  code: string;
}

export interface RightsTreeGroup {
  mnm: string;
  use: 0 | 1;
  c: RightsTreeLeaf[];
}

export interface RightsTreeModule {
  mnm: string;
  c: RightsTreeGroup[];
}

export type RightsTree = RightsTreeModule[];

export interface CadFunction extends CadFunctionDef {
  ck: 0 | 1;
}

export const RIGHTS_TABS = [
  { key: '1', rightsType: 1, field: 'rightsPlat' },
  { key: '2', rightsType: 2, field: 'rightsErp' },
  { key: '3', rightsType: 3, field: 'rightsCad' },
] as const;

export const ALL_VALUE = '0';
export const NONE_VALUE = '-1';

/** The editor's tree of one category, with `ck` set for the codes in `held`. */
export function buildRightsTree(rightsType: RightsType, held: ReadonlySet<string>): RightsTree {
  const category = RIGHTS_CATALOGUE.find((c) => c.rightsType === rightsType);
  if (!category) return [];
  const fidOf = new Map<string, number>(ALL_RIGHTS.filter((r) => r.rightsType === rightsType).map((r) => [r.code, r.fid]));
  const modules: RightsTree = [];
  for (const group of category.groups) {
    let module = modules.find((m) => m.mnm === group.module);
    if (!module) {
      module = { mnm: group.module, c: [] };
      modules.push(module);
    }
    module.c.push({
      mnm: group.name,
      use: group.usable ? 1 : 0,
      c: group.leaves.map((l) => ({
        fid: fidOf.get(l.code)!,
        fnm: l.name,
        ck: held.has(l.code) ? 1 : 0,
        kp: l.important ? '1' : '0',
        cm: l.tip ?? '',
        code: l.code,
      })),
    });
  }
  return modules;
}

/**
 * The tree with its names in `locale`: the wire carries the Chinese names (fnm, mnm, cm: SPEC.md
 * data), so en-US takes them from the catalogue by fid. A name the catalogue lacks stays as sent.
 */
export function rightsTreeIn(tree: RightsTree, locale: string): RightsTree {
  if (locale !== 'en-US') return tree;
  const groupOfFid = (fid: number | undefined) => {
    const right = fid === undefined ? undefined : rightOfFid(fid);
    return right && groupOfRight(right);
  };
  return tree.map((module) => ({
    ...module,
    mnm: groupOfFid(module.c[0]?.c[0]?.fid)?.moduleEn ?? module.mnm,
    c: module.c.map((group) => ({
      ...group,
      mnm: groupOfFid(group.c[0]?.fid)?.en ?? group.mnm,
      c: group.c.map((leaf) => {
        const right = rightOfFid(leaf.fid);
        if (!right) return leaf;
        return { ...leaf, fnm: right.en, cm: leaf.cm && (right.tipEn ?? leaf.cm) };
      }),
    })),
  }));
}

export const treeLeaves = (tree: RightsTree): RightsTreeLeaf[] => tree.flatMap((m) => m.c.flatMap((g) => g.c));

/** '0' | '-1' | 'fid,fid,...' for the tree's checked leaves. */
export function encodeRights(tree: RightsTree): string {
  const leaves = treeLeaves(tree);
  const checked = leaves.filter((l) => l.ck === 1);
  if (checked.length === 0) return NONE_VALUE;
  if (checked.length === leaves.length) return ALL_VALUE;
  return checked.map((l) => l.fid).join(',');
}

/**
 * The codes of a category that an encoded value selects, or null when the value is malformed
 * (not '0', '-1' or a list of this category's fids).
 */
export function decodeRights(value: string, rightsType: RightsType): Set<string> | null {
  const inCategory = ALL_RIGHTS.filter((r) => r.rightsType === rightsType);
  const v = value.trim();
  if (v === ALL_VALUE) return new Set(inCategory.map((r) => r.code));
  if (v === NONE_VALUE) return new Set();
  if (!/^\d+(,\d+)*$/.test(v)) return null;
  const byFid = new Map(inCategory.map((r) => [r.fid, r.code]));
  const out = new Set<string>();
  for (const part of v.split(',')) {
    const code = byFid.get(Number(part));
    if (!code) return null;
    out.add(code);
  }
  return out;
}

function mapGroups(tree: RightsTree, fn: (g: RightsTreeGroup) => RightsTreeGroup): RightsTree {
  return tree.map((m) => ({ ...m, c: m.c.map((g) => (g.use === 1 ? fn(g) : g)) }));
}

/**
 * Checks or unchecks one leaf with the group rules: rows of `use = 0` groups never change; checking
 * any leaf also checks the group's first leaf; the first leaf can be unchecked only when no other
 * leaf of its group is checked. Returns the same tree when the change is not allowed.
 */
export function toggleLeaf(tree: RightsTree, fid: number, checked: boolean): RightsTree {
  let changed = false;
  const next = mapGroups(tree, (g) => {
    const index = g.c.findIndex((l) => l.fid === fid);
    if (index < 0) return g;
    if (index === 0 && !checked && g.c.slice(1).some((l) => l.ck === 1)) return g;
    changed = true;
    return {
      ...g,
      c: g.c.map((l, i) => (i === index ? { ...l, ck: checked ? 1 : 0 } : i === 0 && checked ? { ...l, ck: 1 } : l)),
    };
  });
  return changed ? next : tree;
}

/** Select all / select none, leaving `use = 0` groups as they are. */
export function setAllLeaves(tree: RightsTree, checked: boolean): RightsTree {
  return mapGroups(tree, (g) => ({ ...g, c: g.c.map((l) => ({ ...l, ck: checked ? 1 : 0 })) }));
}

/** Whether a leaf of the tree may be changed at all (its group is usable). */
export function isLeafEditable(tree: RightsTree, fid: number): boolean {
  return tree.some((m) => m.c.some((g) => g.use === 1 && g.c.some((l) => l.fid === fid)));
}

/**
 * The selection the server stores for a requested set: `use = 0` leaves keep their current state,
 * and a group with any checked leaf gets its first leaf too.
 */
export function normaliseSelection(rightsType: RightsType, requested: ReadonlySet<string>, current: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const category = RIGHTS_CATALOGUE.find((c) => c.rightsType === rightsType);
  for (const group of category?.groups ?? []) {
    const source = group.usable ? requested : current;
    const chosen = group.leaves.filter((l) => source.has(l.code));
    if (chosen.length && group.usable) out.add(group.leaves[0].code);
    for (const l of chosen) out.add(l.code);
  }
  return out;
}

/** Allowed commands of a stored WebCAD value ('0' all, '-1' none, else the denied ones), or null if malformed. */
export function decodeCadFunctions(value: string): Set<string> | null {
  const v = value.trim();
  if (v === ALL_VALUE) return new Set(CAD_COMMANDS);
  if (v === NONE_VALUE) return new Set();
  const denied = v.split(',').map((x) => x.trim());
  if (denied.some((d) => !CAD_COMMANDS.includes(d))) return null;
  return new Set(CAD_COMMANDS.filter((c) => !denied.includes(c)));
}

/** The value to save for the allowed commands: '0' when all, else the unchecked ones; null when none (refused). */
export function encodeCadFunctions(allowed: ReadonlySet<string>): string | null {
  const denied = CAD_COMMANDS.filter((c) => !allowed.has(c));
  if (denied.length === CAD_COMMANDS.length) return null;
  return denied.length === 0 ? ALL_VALUE : denied.join(',');
}

/** The value a stored set of allowed commands is kept as ('-1' allowed here: a role may start with none). */
export function storedCadValue(allowed: ReadonlySet<string>): string {
  return encodeCadFunctions(allowed) ?? NONE_VALUE;
}

export function cadFunctionList(allowed: ReadonlySet<string>): CadFunction[] {
  return CAD_FUNCTIONS.map((f) => ({ ...f, ck: allowed.has(f.command) ? 1 : 0 }));
}

/** Role names: required, at most 20 characters, trimmed (SPEC.md section 5). */
export const ROLE_NAME_MAX = 20;
