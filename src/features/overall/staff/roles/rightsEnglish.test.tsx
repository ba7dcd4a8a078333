/**
 * Rights in English: the catalogue names every right, group, module and WebCAD function in English
 * too; in en-US the rights tabs show those names (looked up by fid and command, the wire keeping the
 * Chinese of the spec), and the server's replies to the page are English as well.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { api } from '../../../../api/client';
import { setLanguage } from '../../../../app/i18n';
import { CAD_FUNCTIONS, cadFunctionTextIn } from '../../../../common/cadFunctions';
import { ALL_RIGHTS, RIGHTS_CATALOGUE } from '../../../../common/rights';
import { NewGrp } from '../../../../common/roles';
import { buildRightsTree, rightsTreeIn } from '../../../../common/rightsTree';
import { enUS } from '../../../../locales/en-US';
import { setupTestBackend } from '../../../../../tests/helpers/backend';
import { activePanel, allBoxes, checkbox, logIn, renderArea, SALES_ROLE, tabList, user } from '../../../../../tests/helpers/rolesWeb';

setupTestBackend();

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

describe('the English of the rights catalogue', () => {
  it('[I18N-01] names every category, module, group, right and tooltip in English', () => {
    const names = RIGHTS_CATALOGUE.flatMap((c) => [c.en, ...c.groups.flatMap((g) => [g.moduleEn, g.en, ...g.leaves.flatMap((l) => (l.tip ? [l.en, l.tipEn] : [l.en]))])]);
    for (const name of names) {
      expect(name).toMatch(/^[A-Z]/);
      expect(name).not.toMatch(CJK);
    }
    // Rights are told apart by their names: no two English names of one category are the same.
    for (const type of [1, 2, 3] as const) {
      const en = ALL_RIGHTS.filter((r) => r.rightsType === type).map((r) => r.en);
      expect(new Set(en).size).toBe(en.length);
    }
  });

  it('[I18N-01] names every WebCAD function in English; zh-CN keeps the Chinese of the list', () => {
    for (const f of CAD_FUNCTIONS) {
      const en = cadFunctionTextIn(f, 'en-US');
      expect(en.name).not.toMatch(CJK);
      expect(en.description).not.toMatch(CJK);
      expect(cadFunctionTextIn(f, 'zh-CN')).toEqual({ name: f.chName, description: f.chDes });
    }
    expect(cadFunctionTextIn({ command: 'Unknown', chName: '未知', chDes: '说明' }, 'en-US')).toEqual({ name: '未知', description: '说明' });
  });

  it('[ROLES-37] [I18N-01] a tree shows the catalogue’s English by fid in en-US, and the wire’s names in zh-CN', () => {
    const tree = buildRightsTree(1, new Set(['SF_MY_RIGHTS']));
    expect(rightsTreeIn(tree, 'zh-CN')).toBe(tree);
    const en = rightsTreeIn(tree, 'en-US');
    expect(en.map((m) => m.mnm)).toEqual(['General management', 'Order management', 'Warehouse management', 'Financial management']);
    const myRights = en[0].c.find((g) => g.mnm === 'My rights')!;
    expect(myRights.c).toEqual([expect.objectContaining({ fnm: 'View my rights', ck: 1, code: 'SF_MY_RIGHTS' })]);
    expect(JSON.stringify(en)).not.toMatch(CJK);
    // What the catalogue does not know is shown as it came.
    const foreign = [{ mnm: '其他', c: [{ mnm: '其他组', use: 1 as const, c: [{ fid: 999999, fnm: '其他权限', ck: 0 as const, kp: '0' as const, cm: '', code: 'X' }] }] }];
    expect(rightsTreeIn(foreign, 'en-US')).toEqual(foreign);
  });
});

describe('the rights pages in en-US', () => {
  const tabOf = (label: string) => [...tabList().querySelectorAll<HTMLElement>('[role=tab]')].find((t) => t.textContent === label)!;

  it('[MYRIGHTS-02] [I18N-01] my rights shows modules, groups, rights and WebCAD functions in English', async () => {
    act(() => setLanguage('en-US'));
    await logIn('sales');
    renderArea('/staff/myrights');
    await waitFor(() => expect(allBoxes().length).toBeGreaterThan(0));
    expect([...tabList().querySelectorAll('[role=tab]')].map((t) => t.textContent)).toEqual([
      enUS['rights.tab.erp'],
      enUS['rights.tab.mes'],
      enUS['rights.tab.cad'],
      enUS['rights.tab.cadFunc'],
    ]);
    expect(checkbox('View order list')).toBeChecked();
    expect(checkbox('View invoice list')).not.toBeChecked();
    expect(within(activePanel()).getByRole('group', { name: 'Customers and orders' })).toBeInTheDocument();
    expect(within(activePanel()).getByText('General management')).toBeInTheDocument();
    for (const label of [enUS['rights.tab.mes'], enUS['rights.tab.cad'], enUS['rights.tab.cadFunc']]) {
      await user().click(tabOf(label));
      await waitFor(() => expect(tabOf(label)).toHaveAttribute('aria-selected', 'true'));
      expect(activePanel().textContent).not.toMatch(CJK);
    }
    expect(checkbox('Draw walls')).toBeInTheDocument();
    expect(screen.getByText('Draw and edit the walls, door and window openings of a floor plan')).toBeInTheDocument();
  });

  it('[ROLES-13] [I18N-01] the server answers the page in its language: a duplicate name in English', async () => {
    act(() => setLanguage('en-US'));
    await logIn('master');
    await expect(api.call(NewGrp, { grpName: SALES_ROLE }, { silent: true })).rejects.toMatchObject({ message: `${SALES_ROLE} already exists!` });
    act(() => setLanguage('zh-CN'));
    await expect(api.call(NewGrp, { grpName: SALES_ROLE }, { silent: true })).rejects.toMatchObject({ message: `${SALES_ROLE} 名称已存在!` });
  });
});
