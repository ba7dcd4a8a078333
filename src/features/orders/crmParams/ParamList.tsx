/**
 * One kind of customer parameter as an editable list: a name field to add one, each entry with how
 * many customers use it, renamed in place (Enter saves, Escape gives up) and deleted after a
 * confirmation. Names follow crmParamNameRule, the server's; the server's refusals (a name taken)
 * show under the field. A parameter still in use is not deleted: the server says how many customers
 * use it and who, and the shared named-list dialog (src/components/namedList) shows them.
 */
import { Button, Empty, Form, Input, Space, Spin, Typography } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { api, ApiFailure } from '../../../api/client';
import { messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { AddCrmParams, CRM_LIMITS, crmParamNameRule, EditCrmParams, type CrmParam, type CrmParamKind, type CrmTypeValue } from '../../../common/crm';
import { limit } from '../../../components/formRules';
import { useNamedActions } from '../../../components/namedList/useNamedActions';

export interface ParamListProps {
  kind: CrmParamKind;
  items: readonly CrmParam[];
  loading: boolean;
  /** The type a new tag is of (tags only). */
  crmType?: CrmTypeValue;
  /** Something was added, renamed or deleted (or a refusal says the counts are old): read them again. */
  onChanged: () => void;
}

/** The problem of a typed name by the shared rule, in the page's language ('' when none). */
function useNameProblem() {
  const intl = useIntl();
  return (name: string) => {
    const problem = crmParamNameRule(name.trim());
    return problem ? intl.formatMessage({ id: problem.id }, problem.values) : '';
  };
}

/** The server's refusal as text to show beside the field; other failures showed their own dialog. */
const refusalOf = (e: unknown) => (e instanceof ApiFailure ? e.message : '');

function AddRow({ kind, crmType, onChanged }: Pick<ParamListProps, 'kind' | 'crmType' | 'onChanged'>) {
  const t = useT();
  const nameProblem = useNameProblem();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const label = t('crmParams.newName', { kind: t(`crmParams.kind.${kind}`) });

  async function add() {
    const problem = nameProblem(name);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await api.call(AddCrmParams, { param: { kind, name: name.trim(), crm_type: kind === 'tag' ? crmType : undefined } }, { silent: true });
      messageApi().success(t('crmParams.created'));
      setName('');
      onChanged();
    } catch (e) {
      setError(refusalOf(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form component="div" className="crm-params-add">
      <Form.Item validateStatus={error ? 'error' : undefined} help={error || undefined} label={label} htmlFor={`crm-params-new-${kind}`}>
        <Space.Compact block>
          <Input id={`crm-params-new-${kind}`} value={name} count={limit(CRM_LIMITS.param_name)} onChange={(e) => setName(e.target.value)} onPressEnter={() => void add()} disabled={saving} />
          <Button type="primary" onClick={() => void add()} loading={saving}>
            {t('crmParams.add')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}

/** An entry being renamed: its name in a field, saved with Enter or the button. */
function RenameRow({ item, kind, onDone }: { item: CrmParam; kind: CrmParamKind; onDone: (changed: boolean) => void }) {
  const t = useT();
  const nameProblem = useNameProblem();
  const [name, setName] = useState(item.name);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  async function save() {
    // An unchanged name has nothing to save.
    if (name.trim() === item.name) return onDone(false);
    const problem = nameProblem(name);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await api.call(EditCrmParams, { param: { kind, id: item.id, action: 'rename', name: name.trim() } }, { silent: true });
      messageApi().success(t('crmParams.renamed'));
      onDone(true);
    } catch (e) {
      setError(refusalOf(e));
      setSaving(false);
    }
  }

  const keys = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation(); // the drawer stays open
      onDone(false);
    }
  };

  return (
    <Form component="div" className="crm-params-rename">
      <Form.Item validateStatus={error ? 'error' : undefined} help={error || undefined}>
        <Space.Compact block>
          <Input aria-label={t('crmParams.nameOf', { name: item.name })} value={name} count={limit(CRM_LIMITS.param_name)} autoFocus onChange={(e) => setName(e.target.value)} onPressEnter={() => void save()} onKeyDown={keys} disabled={saving} />
          <Button type="primary" onClick={() => void save()} loading={saving}>
            {t('crmParams.save')}
          </Button>
          <Button onClick={() => onDone(false)} disabled={saving}>
            {t('crmParams.cancel')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}

/**
 * Deleting with a confirmation, and the dialog naming the customers when the server refuses (the
 * shared named-list actions). Their name dialog stays unused — adding and renaming happen in the list
 * itself — but is given the same calls, so the hook's options stay whole.
 */
function useDelete(kind: CrmParamKind, crmType: CrmTypeValue | undefined, onChanged: () => void) {
  const t = useT();
  const what = t(`crmParams.kind.${kind}`);
  return useNamedActions({
    text: {
      newTitle: t('crmParams.newName', { kind: what }),
      renameTitle: t('crmParams.rename'),
      nameLabel: what,
      namePlaceholder: '',
      created: t('crmParams.created'),
      renamed: t('crmParams.renamed'),
      deleted: t('crmParams.deleted'),
      deleteConfirm: (item) => t('crmParams.confirmDelete', { kind: what, name: item.name }),
      membersTitle: (item) => t('crmParams.inUseTitle', { kind: what, name: item.name }),
      membersText: (count, names) => t('crmParams.inUseText', { count, names }),
    },
    maxLength: CRM_LIMITS.param_name,
    rule: (name) => crmParamNameRule(name.trim()),
    create: async (name) => (await api.call(AddCrmParams, { param: { kind, name, crm_type: crmType } }, { silent: true })).id,
    rename: async (item, name) => void (await api.call(EditCrmParams, { param: { kind, id: item.id, action: 'rename', name } }, { silent: true })),
    remove: async (item) => void (await api.call(EditCrmParams, { param: { kind, id: item.id, action: 'delete' } }, { silent: true })),
    onSaved: onChanged,
    onDeleted: onChanged,
    onMembersChanged: onChanged,
  });
}

export function ParamList({ kind, items, loading, crmType, onChanged }: ParamListProps) {
  const t = useT();
  const [editing, setEditing] = useState<number | null>(null);
  const actions = useDelete(kind, crmType, onChanged);
  const what = t(`crmParams.kind.${kind}`);
  return (
    <div className="crm-params-list">
      <AddRow kind={kind} crmType={crmType} onChanged={onChanged} />
      <Spin spinning={loading}>
        {items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={loading ? null : t('crmParams.empty', { kind: what })} />
        ) : (
          <ul className="crm-params-items" aria-label={t(`crmParams.tab.${kind}`)}>
            {items.map((item) => (
              <li key={item.id} className="crm-params-item">
                {editing === item.id ? (
                  <RenameRow
                    item={item}
                    kind={kind}
                    onDone={(changed) => {
                      setEditing(null);
                      if (changed) onChanged();
                    }}
                  />
                ) : (
                  <>
                    <span className="crm-params-name">{item.name}</span>
                    <Typography.Text type="secondary" className="crm-params-count">
                      {t('crmParams.count', { count: item.crm_count })}
                    </Typography.Text>
                    <span className="crm-params-actions">
                      <Button type="link" size="small" onClick={() => setEditing(item.id)} aria-label={`${t('crmParams.rename')} ${item.name}`}>
                        {t('crmParams.rename')}
                      </Button>
                      <Button type="link" size="small" danger onClick={() => void actions.confirmDelete({ id: item.id, name: item.name, count: item.crm_count })} aria-label={`${t('crmParams.delete')} ${item.name}`}>
                        {t('crmParams.delete')}
                      </Button>
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </Spin>
      {actions.dialog}
    </div>
  );
}
