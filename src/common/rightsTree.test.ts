import fc from 'fast-check';
import { CAD_COMMANDS } from './cadFunctions';
import { ALL_RIGHTS, RIGHTS_CATALOGUE, type RightsType } from './rights';
import {
  buildRightsTree,
  decodeCadFunctions,
  decodeRights,
  encodeCadFunctions,
  encodeRights,
  normaliseSelection,
  setAllLeaves,
  toggleLeaf,
  treeLeaves,
} from './rightsTree';
import { roleNameRule } from './validation';

const codesOf = (t: RightsType) => ALL_RIGHTS.filter((r) => r.rightsType === t).map((r) => r.code);
const checkedCodes = (tree: ReturnType<typeof buildRightsTree>) => new Set(treeLeaves(tree).filter((l) => l.ck === 1).map((l) => l.code));

describe('rights tree', () => {
  it('[ROLES-37] [ROLES-38] [ROLES-39] has modules (mnm, c), groups (mnm, use) and leaves (fid, fnm, ck, kp, cm)', () => {
    const tree = buildRightsTree(1, new Set(['SF_GROUP_QUERY']));
    expect(tree.length).toBeGreaterThan(1);
    for (const m of tree) {
      expect(typeof m.mnm).toBe('string');
      for (const g of m.c) {
        expect([0, 1]).toContain(g.use);
        for (const l of g.c) expect(Object.keys(l)).toEqual(expect.arrayContaining(['fid', 'fnm', 'ck', 'kp', 'cm']));
      }
    }
    const leaves = treeLeaves(tree);
    expect(leaves.find((l) => l.code === 'SF_GROUP_QUERY')!.ck).toBe(1);
    expect(leaves.find((l) => l.code === 'SF_GROUP_NEW')!.ck).toBe(0);
    expect(leaves.find((l) => l.code === 'SF_GROUP_RIGHTS_EDIT')!.kp).toBe('1');
    expect(leaves.find((l) => l.code === 'SF_STAFF_EDIT')!.cm).not.toBe('');
  });

  it('covers every right code once, with unique fids, in the three categories', () => {
    const all = ALL_RIGHTS.map((r) => r.code);
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(ALL_RIGHTS.map((r) => r.fid)).size).toBe(all.length);
    expect(RIGHTS_CATALOGUE.map((c) => c.rightsType)).toEqual([1, 2, 3]);
  });
});

describe('rights encoding', () => {
  it('[ROLES-23] [ROLES-24] [ROLES-25] all leaves → 0, none → -1, otherwise the checked fids', () => {
    expect(encodeRights(buildRightsTree(1, new Set(codesOf(1))))).toBe('0');
    expect(encodeRights(buildRightsTree(1, new Set()))).toBe('-1');
    const tree = buildRightsTree(1, new Set(['SF_GROUP_QUERY', 'SF_GROUP_NEW']));
    const fids = treeLeaves(tree).filter((l) => l.ck).map((l) => l.fid);
    expect(encodeRights(tree)).toBe(fids.join(','));
  });

  it('[ROLES-23] [ROLES-24] [ROLES-25] encode then decode gives the same set, for any selection', () => {
    fc.assert(
      fc.property(fc.constantFrom<RightsType>(1, 2, 3), fc.func(fc.boolean()), (t, pick) => {
        const chosen = new Set(codesOf(t).filter((c, i) => pick(c, i)));
        const decoded = decodeRights(encodeRights(buildRightsTree(t, chosen)), t);
        expect(decoded).toEqual(chosen);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses malformed values and fids of another category', () => {
    expect(decodeRights('abc', 1)).toBeNull();
    expect(decodeRights('1,,2', 1)).toBeNull();
    const mesFid = ALL_RIGHTS.find((r) => r.rightsType === 2)!.fid;
    expect(decodeRights(String(mesFid), 1)).toBeNull();
  });

  it('[ROLES-27] [ROLES-28] [ROLES-29] [ROLES-30] [ROLES-31] [ROLES-32] WebCAD functions: 0 all, -1 none, else the denied commands; none checked cannot be saved', () => {
    expect(decodeCadFunctions('0')).toEqual(new Set(CAD_COMMANDS));
    expect(decodeCadFunctions('-1')).toEqual(new Set());
    expect(decodeCadFunctions('Render,Quote')).toEqual(new Set(CAD_COMMANDS.filter((c) => c !== 'Render' && c !== 'Quote')));
    expect(decodeCadFunctions('NoSuchCommand')).toBeNull();
    expect(encodeCadFunctions(new Set(CAD_COMMANDS))).toBe('0');
    expect(encodeCadFunctions(new Set(CAD_COMMANDS.filter((c) => c !== 'Render')))).toBe('Render');
    expect(encodeCadFunctions(new Set())).toBeNull();
    fc.assert(
      fc.property(fc.subarray([...CAD_COMMANDS], { minLength: 1 }), (allowed) => {
        expect(decodeCadFunctions(encodeCadFunctions(new Set(allowed))!)).toEqual(new Set(allowed));
      }),
    );
  });
});

describe('group rules', () => {
  const tree = buildRightsTree(1, new Set());
  const group = tree.flatMap((m) => m.c).find((g) => g.mnm === '岗位角色')!;
  const [head, second] = group.c;

  it('[ROLES-35] checking another item of a group also checks its first item', () => {
    const next = toggleLeaf(tree, second.fid, true);
    expect(checkedCodes(next)).toEqual(new Set([head.code, second.code]));
  });

  it('[ROLES-34] the first item can be unchecked only when no other item of its group is checked', () => {
    const both = toggleLeaf(tree, second.fid, true);
    expect(toggleLeaf(both, head.fid, false)).toBe(both);
    const onlyHead = toggleLeaf(both, second.fid, false);
    expect(checkedCodes(toggleLeaf(onlyHead, head.fid, false)).size).toBe(0);
  });

  it('[ROLES-36] rows of use = 0 groups cannot be changed, not even by select all', () => {
    const mes = buildRightsTree(2, new Set());
    const locked = mes.flatMap((m) => m.c).find((g) => g.use === 0)!;
    expect(toggleLeaf(mes, locked.c[0].fid, true)).toBe(mes);
    const all = setAllLeaves(mes, true);
    expect(treeLeaves(all).filter((l) => l.ck === 0).map((l) => l.code)).toEqual(locked.c.map((l) => l.code));
    // The server keeps a locked row as stored, whatever is asked.
    expect(normaliseSelection(2, new Set(codesOf(2)), new Set()).has(locked.c[0].code)).toBe(false);
  });

  it('the server adds a group\'s first item when another is chosen', () => {
    expect(normaliseSelection(1, new Set([second.code]), new Set())).toEqual(new Set([head.code, second.code]));
  });
});

describe('role name rule', () => {
  it('[ROLES-10] [ROLES-11] [ROLES-12] is required, trimmed and at most 20 characters', () => {
    expect(roleNameRule('   ')).toEqual({ id: 'validation.role.required' });
    expect(roleNameRule('  销售  ')).toBeNull();
    expect(roleNameRule('岗'.repeat(20))).toBeNull();
    expect(roleNameRule('岗'.repeat(21))).toEqual({ id: 'validation.role.tooLong' });
  });
});
