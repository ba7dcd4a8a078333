/**
 * The staff log's texts as messages (rule: in en-US nothing Chinese is shown but what the shop
 * typed): rendering in either language, the stored form, and the zh-CN columns the spec keeps.
 */
import { serverEnUS } from '../../src/common/messages/en-US';
import { serverZhCN, type ServerMessageId } from '../../src/common/messages/zh-CN';
import { auditText, isAuditText, renderAudit, renderAuditValue } from './auditText';
import { renderStaffLog, staffLogColumns, staffLogTextsIn, storedTexts, type StaffLogTexts } from './staffLogTexts';

const zhou = auditText('audit.staff.who', { name: '周文斌', login: 'zhou_sales' });

describe('renderAudit', () => {
  it('[I18N-01] renders nested messages in the same language and joins lists with its separator', () => {
    const text = auditText('audit.staff.edited', { who: zhou, fields: [auditText('staff.form.nickName'), auditText('staff.form.sex')] });
    expect(renderAudit(text, 'zh-CN')).toBe('修改员工 周文斌（zhou_sales）：昵称、性别');
    expect(renderAudit(text, 'en-US')).toBe('Edited staff member 周文斌 (zhou_sales): Nickname, Sex');
  });

  it('names catalogue rights by code in the reader\'s language, and keeps numbers and the shop\'s strings as they are', () => {
    const text = auditText('audit.role.rightsBoth', {
      name: '销售专员',
      granted: auditText('audit.role.granted', { rights: [{ right: 'SF_MY_RIGHTS' }, { right: 'SF_STAFF_QUERY' }] }),
      revoked: auditText('audit.role.revoked', { rights: [{ right: 'NOT_A_RIGHT' }] }),
    });
    expect(renderAudit(text, 'zh-CN')).toBe('「销售专员」授予：查看我的权限、查看员工；收回：NOT_A_RIGHT');
    expect(renderAudit(text, 'en-US')).toBe('Role “销售专员”: granted View my rights, View staff; revoked NOT_A_RIGHT');
    expect(renderAudit(auditText('audit.logs.deleted', { count: 2, ids: [17, 18] }), 'en-US')).toBe('Deleted staff log rows: 2 (IDs 17, 18)');
    expect(renderAuditValue([auditText('staff.form.male'), '文斌'], 'en-US')).toBe('Male, 文斌');
  });

  it('renders the same after a round trip through JSON, and recognises only messages of the catalogue', () => {
    const text = auditText('audit.seat.renewed', { who: zhou, months: 12, amount: '288.00', date: '2026-05-01' });
    const stored: unknown = JSON.parse(JSON.stringify(text));
    expect(isAuditText(stored)).toBe(true);
    expect(renderAudit(stored as typeof text, 'en-US')).toBe('Renewed 周文斌 (zhou_sales) for 12 months (¥288.00), expires 2026-05-01');
    expect(isAuditText({ id: 'audit.no.such.message' })).toBe(false);
    expect(isAuditText({ id: 'audit.dep.created', values: { name: { id: 'gone.message' } } })).toBe(false);
    expect(isAuditText({ id: 'audit.dep.created', values: { name: null } })).toBe(false);
    expect(isAuditText({ id: 'audit.dep.created', values: [] })).toBe(false);
  });

  it('checks at compile time that the values name the message\'s placeholders', () => {
    // @ts-expect-error: the role's name is missing.
    const missing = auditText('audit.role.created', {});
    // @ts-expect-error: a message without placeholders takes no values.
    const extra = auditText('staff.myTeam', { name: 'x' });
    expect([missing.id, extra.id]).toEqual(['audit.role.created', 'staff.myTeam']);
  });

  it('[I18N-01] every audit message has the same placeholders in en-US as in zh-CN', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const ids = (Object.keys(serverZhCN) as ServerMessageId[]).filter((id) => id.startsWith('audit.'));
    expect(ids.length).toBeGreaterThan(50);
    for (const id of ids) expect({ id, names: names(serverEnUS[id]) }).toEqual({ id, names: names(serverZhCN[id]) });
  });
});

describe('staff-log rows', () => {
  const edit: StaffLogTexts = {
    menu: 'route.staff.org',
    fn: 'audit.fn.staffEdited',
    content: auditText('audit.staff.edited', { who: zhou, fields: [auditText('staff.form.department'), auditText('staff.form.roles')] }),
    changes: [
      { field: 'staff.form.department', before: '销售部', after: auditText('staff.myTeam') },
      { field: 'staff.form.roles', before: ['销售专员', '生产主管'], after: [] },
    ],
  };

  it('[API-LOG-04] stores the zh-CN text in the spec\'s columns, and the messages beside it', () => {
    const columns = staffLogColumns(edit);
    expect(columns).toMatchObject({ menu_ch_name: '组织架构', function_ch_name: '修改员工', oper_content: '修改员工 周文斌（zhou_sales）：组织架构、岗位角色' });
    expect(JSON.parse(columns.changes)).toEqual([
      { field: '组织架构', before: '销售部', after: '我的团队' },
      { field: '岗位角色', before: '销售专员、生产主管', after: '' },
    ]);
    expect(storedTexts(columns.texts)).toEqual(edit);
    // A row without changes stores none.
    const plain = staffLogColumns({ menu: 'route.staff.group', fn: 'audit.fn.roleCreated', content: auditText('audit.role.created', { name: '质检员' }) });
    expect(plain.changes).toBe('');
    expect(JSON.parse(plain.texts)).toEqual({ menu: 'route.staff.group', fn: 'audit.fn.roleCreated', content: { id: 'audit.role.created', values: { name: '质检员' } } });
  });

  it('[API-LOG-04] [I18N-01] reads a row in en-US from its messages, and in zh-CN as stored', () => {
    const row = staffLogColumns(edit);
    expect(staffLogTextsIn(row, 'en-US')).toEqual({
      menu_ch_name: 'Org structure',
      function_ch_name: 'Edit staff',
      oper_content: 'Edited staff member 周文斌 (zhou_sales): Department, Position roles',
      changes: [
        { field: 'Department', before: '销售部', after: 'My team' },
        { field: 'Position roles', before: '销售专员, 生产主管', after: '' },
      ],
    });
    const { texts: _texts, changes, ...stored } = row;
    expect(staffLogTextsIn(row, 'zh-CN')).toEqual({ ...stored, changes: JSON.parse(changes) as unknown });
    expect(renderStaffLog(edit, 'zh-CN')).toEqual(staffLogTextsIn(row, 'zh-CN'));
  });

  it('shows a row without messages (written before them), or with messages this version lacks, as stored', () => {
    const old = { menu_ch_name: '企业设置', function_ch_name: '修改企业信息', oper_content: '修改企业信息：联系电话', changes: '[{"field":"联系电话","before":"1","after":"2"}]', texts: '' };
    const shown = { menu_ch_name: '企业设置', function_ch_name: '修改企业信息', oper_content: '修改企业信息：联系电话', changes: [{ field: '联系电话', before: '1', after: '2' }] };
    expect(staffLogTextsIn(old, 'en-US')).toEqual(shown);
    expect(staffLogTextsIn({ ...old, texts: '{"menu":"route.gone","fn":"audit.fn.staffEdited","content":{"id":"audit.dep.created"}}' }, 'en-US')).toEqual(shown);
    expect(staffLogTextsIn({ ...old, texts: '{"menu":"route.staff.org","fn":"audit.fn.staffEdited","content":{"id":"audit.dep.created"},"changes":[{"field":"x"}]}' }, 'en-US')).toEqual(shown);
    expect(staffLogTextsIn({ ...old, texts: 'not json' }, 'en-US')).toEqual(shown);
  });
});
