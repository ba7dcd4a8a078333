/**
 * What both memo lists share (the /orders/memo page and the order drawer's memo section): a memo's
 * content, editing it (StoreOrders-alterMemo) in a dialog, and the row actions: edit, and delete
 * (StoreOrders-delMemo) after a confirmation,
 * offered on the rows the server marked `editable` (their author, or SF_ERP_ORDER_MEMO_EDIT). The
 * content's rule is the server's (memoContentRule).
 */
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../api/client';
import { confirmDialog, messageApi } from '../../../app/feedback';
import { useT, type Translate } from '../../../app/useT';
import { AlterMemo, DelMemo, MEMO_CONTENT_MAX, memoContentRule, type OrderMemo } from '../../../common/orderMemos';
import { formRule, limit } from '../../../components/formRules';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction';
import type { RowAction } from '../../../components/list/RowActions';
import './orderMemo.css';

interface MemoFormValues {
  content: string;
}

export function MemoDialog({ memo, onClose, onSaved }: { memo: OrderMemo; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const intl = useIntl();
  const [form] = Form.useForm<MemoFormValues>();
  const [saving, setSaving] = useState(false);

  async function close() {
    if (form.isFieldsTouched(['content']) && !(await confirmDialog({ title: t('orderMemo.form.confirmClose') }))) return;
    onClose();
  }

  async function save(values: MemoFormValues) {
    setSaving(true);
    try {
      const reply = await api.call(AlterMemo, { memo_id: memo.memo_id, content: values.content.trim() });
      messageApi().success(reply.err_msg);
      onSaved();
    } catch {
      /* the request layer showed why; the dialog keeps what was typed */
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={`${t('orderMemo.form.title')} · ${memo.order_no}`}
      okText={t('orderMemo.form.save')}
      cancelText={t('orderMemo.form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => void close()}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<MemoFormValues> form={form} name="memo-form" layout="vertical" initialValues={{ content: memo.content }} onFinish={(v) => void save(v)} disabled={saving}>
        <Form.Item name="content" label={t('orderMemo.form.content')} required rules={[formRule(intl, memoContentRule)]}>
          <Input.TextArea rows={4} count={limit(MEMO_CONTENT_MAX)} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The content as written, and whether it was edited since (the time of the edit on hover). */
export function MemoContent({ row }: { row: OrderMemo }) {
  const t = useT();
  return (
    <span className="memo-content">
      {row.content}
      {row.updated_at !== row.created_at && (
        <Typography.Text type="secondary" className="memo-edited" title={row.updated_at}>
          {' '}
          ({t('orderMemo.edited')})
        </Typography.Text>
      )}
    </span>
  );
}

/** The memo being edited, the delete that asks first, and each row's actions. */
export function useMemoActions(reload: () => unknown) {
  const t = useT();
  const [editing, setEditing] = useState<OrderMemo | null>(null);
  const confirmed = useConfirmedAction(reload);
  const remove = (memo: OrderMemo) =>
    confirmed.run(memo.memo_id, t('orderMemo.action.confirmDelete'), () => api.call(DelMemo, { memo_id: memo.memo_id }), (reply) => reply.err_msg ?? '');
  const actionsOf = (memo: OrderMemo): RowAction[] => memoRowActions(memo, t, confirmed.busy === memo.memo_id, { edit: setEditing, remove: (m) => void remove(m) });
  const dialog = editing && (
    <MemoDialog
      memo={editing}
      onClose={() => setEditing(null)}
      onSaved={() => {
        setEditing(null);
        void reload();
      }}
    />
  );
  return { actionsOf, dialog };
}

/** Edit and delete, on a memo the caller may change; none on the others. */
function memoRowActions(memo: OrderMemo, t: Translate, busy: boolean, on: { edit: (m: OrderMemo) => void; remove: (m: OrderMemo) => void }): RowAction[] {
  if (!memo.editable) return [];
  return [
    { key: 'edit', label: t('orderMemo.action.edit'), disabled: busy, onClick: () => on.edit(memo) },
    { key: 'delete', label: t('orderMemo.action.delete'), danger: true, disabled: busy, onClick: () => on.remove(memo) },
  ];
}

/** The action labels a row may show, for the column's width. */
export const memoActionLabels = (t: Translate) => [t('orderMemo.action.edit'), t('orderMemo.action.delete')];
