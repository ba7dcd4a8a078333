/**
 * The goods class tree as the class page reads it: each class's level, path and height, and where a
 * class may move. The server keeps the same rules (server/routes/warehouse/goodsClass.ts: not under
 * itself or its own subcategories, at most MAX_CLASS_DEPTH levels); the page only says them first.
 */
import { MAX_CLASS_DEPTH, type GoodsClassNode } from '../../../../common/goods';

export interface ClassEntry {
  node: GoodsClassNode;
  /** 1 for a top class. */
  depth: number;
  /** The names from the top down to this class. */
  path: string[];
  /** Levels this class and those under it take: 1 for a class without children. */
  height: number;
  /** This class and every class under it. */
  branch: Set<number>;
}

/** Every class of the tree by id, in the tree's order (parents before their children). */
export function indexClasses(tree: readonly GoodsClassNode[]): Map<number, ClassEntry> {
  const index = new Map<number, ClassEntry>();
  const visit = (node: GoodsClassNode, depth: number, path: string[]): ClassEntry => {
    const entry: ClassEntry = { node, depth, path: [...path, node.class_name], height: 1, branch: new Set([node.class_id]) };
    index.set(node.class_id, entry);
    for (const child of node.children) {
      const below = visit(child, depth + 1, entry.path);
      entry.height = Math.max(entry.height, below.height + 1);
      for (const id of below.branch) entry.branch.add(id);
    }
    return entry;
  };
  for (const node of tree) visit(node, 1, []);
  return index;
}

/** A class may have children while it is above the last level. */
export const canHaveChildren = (entry: ClassEntry): boolean => entry.depth < MAX_CLASS_DEPTH;

/** Why a class may not be put under a parent, or null when it may (0 is the top). */
export type MoveRefusal = 'current' | 'ownBranch' | 'tooDeep';

export interface MoveTarget {
  /** 0: the top level. */
  parentId: number;
  /** The parent's path; empty for the top level. */
  path: string[];
  refusal: MoveRefusal | null;
}

/** The places `moving` may be put under: the top level, then every class in the tree's order. */
export function moveTargets(index: ReadonlyMap<number, ClassEntry>, moving: ClassEntry): MoveTarget[] {
  const currentParent = moving.node.parent_id;
  const targets: MoveTarget[] = [{ parentId: 0, path: [], refusal: currentParent === 0 ? 'current' : null }];
  for (const entry of index.values()) {
    const id = entry.node.class_id;
    let refusal: MoveRefusal | null = null;
    if (id === currentParent) refusal = 'current';
    else if (moving.branch.has(id)) refusal = 'ownBranch';
    else if (entry.depth + moving.height > MAX_CLASS_DEPTH) refusal = 'tooDeep';
    targets.push({ parentId: id, path: entry.path, refusal });
  }
  return targets;
}

/** The ids of every class that has children: expanding them all shows the whole tree. */
export function parentIds(index: ReadonlyMap<number, ClassEntry>): number[] {
  return [...index.values()].filter((e) => e.node.children.length > 0).map((e) => e.node.class_id);
}
