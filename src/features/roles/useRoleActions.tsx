/**
 * New, rename and delete of a position role [ROLES-03..14]: the name dialog (shared rule
 * roleNameRule: required, at most 20 with a counter, trimmed; an unchanged rename is refused here
 * too; the server's message, such as '{name} 名称已存在!', shows in the field), and the delete
 * confirm '确认删除 {role} 岗位角色?'. A refused delete (staff still hold the role) shows the
 * server's message in the '错误信息' dialog of the request layer.
 */
import { Form, Input, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ApiFailure } from '../../api/client';
import { deleteGrp, editGrpName, newGrp } from '../../api/roles';
import type { RoleGroup } from '../../common/roles';
import { confirmDialog, messageApi } from '../../app/feedback';
import { ROLE_NAME_MAX } from '../../common/rightsTree';
import { roleNameRule } from '../../common/validation';
import { formRule } from '../../components/formRules';

type Dialog = { mode: 'new' } | { mode: 'rename'; role: RoleGroup };

interface RoleNameDialogProps {
  dialog: Dialog;
  onClose: () => void;
  onDone: (groupId: number) => void;
}

function RoleNameDialog({ dialog, onClose, onDone }: RoleNameDialogProps) {
  const intl = useIntl();
  const [form] = Form.useForm<{ grpName: string }>();
  const [saving, setSaving] = useState(false);
  const current = dialog.mode === 'rename' ? dialog.role.group_name : '';

  async function submit({ grpName }: { grpName: string }) {
    const name = grpName.trim();
    setSaving(true);
    try {
      if (dialog.mode === 'new') {
        const reply = await newGrp(name);
        messageApi().success(intl.formatMessage({ id: 'roles.created' }));
        onDone(reply.grpID);
      } else {
        await editGrpName(dialog.role.group_id, name);
        messageApi().success(intl.formatMessage({ id: 'roles.renamed' }));
        onDone(dialog.role.group_id);
      }
    } catch (e) {
      // [ROLES-13] The server's message ('{name} 名称已存在!') in the field; other failures already showed a dialog.
      if (e instanceof ApiFailure) form.setFields([{ name: 'grpName', errors: [e.message] }]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={intl.formatMessage({ id: dialog.mode === 'new' ? 'roles.newTitle' : 'roles.renameTitle' })}
      okText={intl.formatMessage({ id: 'common.ok' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={420}
    >
      <Form form={form} layout="vertical" initialValues={{ grpName: current }} onFinish={submit} requiredMark style={{ marginTop: 16 }}>
        <Form.Item
          name="grpName"
          label={intl.formatMessage({ id: 'roles.name' })}
          required
          rules={[
            formRule(intl, roleNameRule),
            // [ROLES-14] checked before asking the server too.
            formRule(intl, (value) => (dialog.mode === 'rename' && value.trim() === current ? { id: 'validation.name.unchanged' } : null)),
          ]}
        >
          <Input maxLength={ROLE_NAME_MAX} showCount allowClear autoFocus placeholder={intl.formatMessage({ id: 'roles.namePlaceholder' })} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export interface RoleActions {
  openNew: () => void;
  openRename: (role: RoleGroup) => void;
  confirmDelete: (role: RoleGroup) => Promise<void>;
  /** The name dialog, to be rendered by the page. */
  dialog: ReactNode;
}

export function useRoleActions({ onSaved, onDeleted }: { onSaved: (groupId: number) => void; onDeleted: (groupId: number) => void }): RoleActions {
  const intl = useIntl();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  async function confirmDelete(role: RoleGroup) {
    const yes = await confirmDialog({ title: intl.formatMessage({ id: 'roles.deleteConfirm' }, { role: role.group_name }) });
    if (!yes) return;
    try {
      await deleteGrp(role.group_id);
    } catch {
      return; // [ROLES-08] the request layer showed the server's refusal
    }
    messageApi().success(intl.formatMessage({ id: 'roles.deleted' }));
    onDeleted(role.group_id);
  }

  return {
    openNew: () => setDialog({ mode: 'new' }),
    openRename: (role) => setDialog({ mode: 'rename', role }),
    confirmDelete,
    dialog: dialog && (
      <RoleNameDialog
        dialog={dialog}
        onClose={() => setDialog(null)}
        onDone={(groupId) => {
          setDialog(null);
          onSaved(groupId);
        }}
      />
    ),
  };
}
