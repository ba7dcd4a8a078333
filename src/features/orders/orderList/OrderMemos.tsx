/**
 * The order drawer's memo section: the memos of one order, newest first (StoreOrders-memo with its
 * order number), a box to add one (StoreOrders-addMemo), and edit and delete on the memos the
 * caller may change (their own, or all with SF_ERP_ORDER_MEMO_EDIT: the server marks them). An order
 * in the recycle bin shows its memos read-only. The first MEMO_SECTION_MAX show here; /orders/memo
 * lists them all.
 */
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { AddMemo, MEMO_CONTENT_MAX, memoContentRule, OrderMemoList, type OrderMemo } from '../../../common/orderMemos';
import { MAX_PAGE_COUNT } from '../../../common/params';
import { formRule, limit } from '../../../components/formRules';
import { RowActions } from '../../../components/list/RowActions';
import { useRight } from '../../../components/RequireRight';
import { MemoContent, useMemoActions } from '../orderMemo/MemoDialog';
import { DrawerSection } from './DrawerSection';

/** The memos shown in the drawer: one page of the list call's largest. */
const MEMO_SECTION_MAX = MAX_PAGE_COUNT;

const readMemos = (orderNo: string) => api.call(OrderMemoList, { param: { order_no: orderNo, page_count: MEMO_SECTION_MAX } });

/** The box a memo is typed in; the form keeps the text when the server refuses it. */
function AddMemoForm({ orderNo, onAdded }: { orderNo: string; onAdded: () => unknown }) {
  const t = useT();
  const intl = useIntl();
  const [form] = Form.useForm<{ content: string }>();
  const [saving, setSaving] = useState(false);
  async function add({ content }: { content: string }) {
    setSaving(true);
    try {
      const reply = await api.call(AddMemo, { order_no: orderNo, content: content.trim() });
      messageApi().success(reply.err_msg);
      form.resetFields();
      await onAdded();
    } catch {
      /* the request layer showed why; the box keeps what was typed */
    } finally {
      setSaving(false);
    }
  }
  return (
    <Form form={form} name="memo-add" className="memo-section-add" onFinish={(v) => void add(v)} disabled={saving}>
      <Form.Item name="content" rules={[formRule(intl, memoContentRule)]} style={{ width: '100%', marginBottom: 0 }}>
        <Input.TextArea rows={2} count={limit(MEMO_CONTENT_MAX)} placeholder={t('orderMemo.section.placeholder')} aria-label={t('orderMemo.section.placeholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('orderMemo.section.add')}
      </Button>
    </Form>
  );
}

function MemoItem({ memo, actions }: { memo: OrderMemo; actions: ReturnType<typeof useMemoActions>['actionsOf'] }) {
  return (
    <li className="memo-section-item" data-testid="order-memo">
      <MemoContent row={memo} />
      <div className="memo-section-meta">
        <Typography.Text type="secondary">
          {memo.author_name} · {memo.created_at}
        </Typography.Text>
        <RowActions name={memo.created_at} actions={actions(memo)} />
      </div>
    </li>
  );
}

export function OrderMemos({ orderNo, inBin }: { orderNo: string; inBin: boolean }) {
  const t = useT();
  const canAdd = useRight('SF_STORE_ORD_LIST') && !inBin;
  const reply = useRequest(readMemos, { params: [orderNo] });
  const actions = useMemoActions(reply.reload);
  const memos = reply.data?.data;
  const more = reply.data ? reply.data.count - reply.data.data.length : 0;
  return (
    <>
      <DrawerSection
        name="order-memos"
        title={t('orderMemo.section.title')}
        head={canAdd && <AddMemoForm orderNo={orderNo} onAdded={reply.reload} />}
        foot={more > 0 && <Typography.Text type="secondary">{t('orderMemo.section.more', { count: more })}</Typography.Text>}
        reply={{ ...reply, answered: memos !== undefined }}
        isEmpty={!memos?.length}
        texts={{ empty: t('orderMemo.section.empty'), failed: t('orderMemo.section.failed'), retry: t('orderMemo.section.retry') }}
        list={() => (
          <ul className="memo-section-list">
            {memos!.map((memo) => (
              <MemoItem key={memo.memo_id} memo={memo} actions={actions.actionsOf} />
            ))}
          </ul>
        )}
      />
      {actions.dialog}
    </>
  );
}
