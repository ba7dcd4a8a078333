/**
 * The roles of the shop [ROLES-02]: a list on the left (desktop), a picker above the panel (phone),
 * with new, rename and delete [ROLES-03, 05, 07]. Without SF_GROUP_NEW the new button is disabled;
 * without SF_GROUP_NAME_EDIT / SF_GROUP_DELETE the rename / delete actions are not shown [ROLES-09].
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Select, Skeleton, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import type { RoleGroup } from '../../common/roles';
import type { RoleActions } from './useRoleActions';

export interface RoleRights {
  canNew: boolean;
  canRename: boolean;
  canDelete: boolean;
}

export interface RoleListProps {
  roles: readonly RoleGroup[];
  loading: boolean;
  selectedId: number | undefined;
  onSelect: (groupId: number) => void;
  rights: RoleRights;
  actions: Pick<RoleActions, 'openNew' | 'openRename' | 'confirmDelete'>;
}

function NewRoleButton({ canNew, onClick }: { canNew: boolean; onClick: () => void }) {
  const intl = useIntl();
  const button = (
    <Button type="primary" icon={<PlusOutlined />} disabled={!canNew} onClick={onClick} size="small">
      {intl.formatMessage({ id: 'roles.new' })}
    </Button>
  );
  return canNew ? button : <Tooltip title={intl.formatMessage({ id: 'server.noRight' })}>{button}</Tooltip>;
}

/** Desktop: a card with the list. */
export function RoleList({ roles, loading, selectedId, onSelect, rights, actions }: RoleListProps) {
  const intl = useIntl();
  return (
    <Card
      className="roles-list-card"
      title={intl.formatMessage({ id: 'route.staff.group' })}
      extra={<NewRoleButton canNew={rights.canNew} onClick={actions.openNew} />}
    >
      {loading && !roles.length ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} style={{ padding: 8 }} />
      ) : roles.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'roles.empty' })} />
      ) : (
        <ul className="role-items" aria-label={intl.formatMessage({ id: 'route.staff.group' })}>
          {roles.map((role) => {
            const selected = role.group_id === selectedId;
            return (
              <li key={role.group_id} className={`role-item${selected ? ' is-selected' : ''}`} onClick={() => onSelect(role.group_id)}>
                <button type="button" className="role-item-name" aria-current={selected ? 'true' : undefined} title={role.group_name}>
                  {role.group_name}
                </button>
                {role.staff_count !== undefined && (
                  <span className="role-item-count">{intl.formatMessage({ id: 'roles.staffCount' }, { count: role.staff_count })}</span>
                )}
                <span className="role-item-actions" onClick={(e) => e.stopPropagation()}>
                  {rights.canRename && (
                    <Tooltip title={intl.formatMessage({ id: 'roles.rename' })}>
                      <Button
                        type="text"
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={`${intl.formatMessage({ id: 'roles.rename' })} ${role.group_name}`}
                        onClick={() => actions.openRename(role)}
                      />
                    </Tooltip>
                  )}
                  {rights.canDelete && (
                    <Tooltip title={intl.formatMessage({ id: 'roles.delete' })}>
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`${intl.formatMessage({ id: 'roles.delete' })} ${role.group_name}`}
                        onClick={() => void actions.confirmDelete(role)}
                      />
                    </Tooltip>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** Phone: a select of the roles with the actions below it. */
export function RolePicker({ roles, loading, selectedId, onSelect, rights, actions }: RoleListProps) {
  const intl = useIntl();
  const selected = roles.find((r) => r.group_id === selectedId);
  return (
    <Card className="roles-list-card" size="small" title={intl.formatMessage({ id: 'route.staff.group' })}>
      <div className="roles-picker">
        <Select
          aria-label={intl.formatMessage({ id: 'roles.pick' })}
          placeholder={intl.formatMessage({ id: 'roles.pick' })}
          loading={loading}
          value={selected?.group_id}
          onChange={(id: number) => onSelect(id)}
          options={roles.map((r) => ({
            value: r.group_id,
            label: r.staff_count === undefined ? r.group_name : `${r.group_name}（${intl.formatMessage({ id: 'roles.staffCount' }, { count: r.staff_count })}）`,
          }))}
          notFoundContent={intl.formatMessage({ id: 'roles.empty' })}
          style={{ width: '100%' }}
        />
        <div className="roles-picker-actions">
          <NewRoleButton canNew={rights.canNew} onClick={actions.openNew} />
          {rights.canRename && selected && (
            <Button size="small" icon={<EditOutlined />} onClick={() => actions.openRename(selected)}>
              {intl.formatMessage({ id: 'roles.rename' })}
            </Button>
          )}
          {rights.canDelete && selected && (
            <Button size="small" danger icon={<DeleteOutlined />} onClick={() => void actions.confirmDelete(selected)}>
              {intl.formatMessage({ id: 'roles.delete' })}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
