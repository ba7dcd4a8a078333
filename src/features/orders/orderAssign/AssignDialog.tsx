/**
 * Assigning orders (StoreOrders-sendPersonnel): a position role of the shop (shopStaff-ajaxGroup),
 * then one of its holders in service (StoreOrders-ajaxGetGroupStaff), each shown with the open orders
 * they follow now so the load can be balanced. The server checks every order on its own; when all
 * are assigned the dialog closes with its word, otherwise it shows what was done with each order.
 */
import { Alert, Button, Empty, Form, Modal, Radio, Select, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { AjaxGetGroupStaff, SendPersonnel, type AssignResult } from '../../../common/orderAssign';
import { AjaxGroup } from '../../../common/roles';

const readRoles = () => api.call(AjaxGroup, {});
const readStaff = (groupId: number) => api.call(AjaxGetGroupStaff, { group_id: groupId });

/** The holders of the role chosen, one to choose. */
function PersonChoice({ groupId, value, onChange, labelId }: { groupId: number; value: number | null; onChange: (id: number) => void; labelId: string }) {
  const t = useT();
  const reply = useRequest(readStaff, { params: [groupId] });
  const staff = reply.data?.data;
  if (reply.error && !reply.loading)
    return <Alert type="warning" showIcon title={t('orderAssign.dialog.failed')} action={<Button onClick={() => void reply.reload()}>{t('orderAssign.dialog.retry')}</Button>} />;
  if (!staff) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (staff.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orderAssign.dialog.noStaff')} />;
  return (
    <Radio.Group aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value as number)} className="assign-people">
      {staff.map((p) => (
        <Radio key={p.user_id} value={p.user_id} className="assign-person">
          <span className="assign-person-name">{p.full_name || p.nick_name || p.login_name}</span>
          <Typography.Text type="secondary">
            {[p.department_name, t('orderAssign.dialog.load', { count: p.assigned })].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Radio>
      ))}
    </Radio.Group>
  );
}

/** What the batch did with each order. */
function Results({ results }: { results: readonly AssignResult[] }) {
  const t = useT();
  return (
    <ul className="assign-results" aria-label={t('orderAssign.result.title')}>
      {results.map((r) => (
        <li key={r.order_no} data-testid="assign-result">
          <span className="assign-result-no">{r.order_no}</span>
          <Tag color={r.ok ? 'success' : 'error'}>{t(r.ok ? 'orderAssign.result.ok' : 'orderAssign.result.refused')}</Tag>
          <Typography.Text type={r.ok ? 'secondary' : 'danger'}>{r.err_msg}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/** `orderNos`: the orders to assign; `onDone`: something may have been assigned (the list reads anew). */
export function AssignDialog({ orderNos, onClose, onDone }: { orderNos: readonly string[]; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const roles = useRequest(readRoles);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [userId, setUserId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<AssignResult[] | null>(null);
  const personLabel = 'assign-person-label';

  async function assign() {
    if (groupId === null || userId === null) return;
    setBusy(true);
    try {
      const reply = await api.call(SendPersonnel, { order_nos: [...orderNos], user_id: userId, group_id: groupId });
      onDone();
      if (reply.data.every((r) => r.ok)) {
        messageApi().success(reply.err_msg ?? '');
        onClose();
      } else setResults(reply.data);
    } catch {
      // Refused as a whole (the person or role): the request layer said why; the choice stays.
    } finally {
      setBusy(false);
    }
  }

  if (results)
    return (
      <Modal open title={t('orderAssign.result.title')} onCancel={onClose} footer={<Button type="primary" onClick={onClose}>{t('orderAssign.result.close')}</Button>}>
        <Results results={results} />
      </Modal>
    );
  return (
    <Modal
      open
      title={t('orderAssign.dialog.title', { count: orderNos.length })}
      okText={t('orderAssign.dialog.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: groupId === null || userId === null }}
      confirmLoading={busy}
      onOk={() => void assign()}
      onCancel={onClose}
      className="assign-dialog"
    >
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: orderNos.join(', ') }}>
        {t('orderAssign.dialog.orders', { nos: orderNos.join(', ') })}
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label={t('orderAssign.dialog.role')} htmlFor="assign-role">
          <Select
            id="assign-role"
            placeholder={t('orderAssign.dialog.rolePlaceholder')}
            loading={roles.loading}
            value={groupId ?? undefined}
            options={(roles.data?.data ?? []).map((g) => ({ value: g.group_id, label: g.group_name }))}
            onChange={(id: number) => {
              setGroupId(id);
              setUserId(null);
            }}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item label={<span id={personLabel}>{t('orderAssign.dialog.person')}</span>}>
          {groupId === null ? (
            <Typography.Text type="secondary">{t('orderAssign.dialog.pickRole')}</Typography.Text>
          ) : (
            <PersonChoice key={groupId} groupId={groupId} value={userId} onChange={setUserId} labelId={personLabel} />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
