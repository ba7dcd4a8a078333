/**
 * What a row of the staff list offers, and the dialogs behind it [ORG-22..48]: the state switch
 * (SF_STAFF_EDIT, confirmed; '停用成功'/'启用成功'), dismiss (SF_STAFF_DELETE, confirmed; '解雇成功'),
 * reinstate (SF_STAFF_DELETE; a person who held roles gets them chosen first, at least one;
 * '复职成功'), auto-renewal (SF_STAFF_BUY, confirmed, not for people who left), renew (SF_STAFF_BUY
 * and a shop that sells seats: the plans, the balance, the total), WeChat unbind (SF_STAFF_EDIT), and
 * the staff drawer to add (SF_STAFF_NEW) or edit (SF_STAFF_EDIT) a person.
 * The caller's own row and the master's have none of these [ORG-29] [ORG-30].
 */
import { Alert, Form, Modal, Radio, Select, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { api } from '../../../../api/client';
import { useRequest } from '../../../../api/useRequest';
import { messageApi } from '../../../../app/feedback';
import { selectShopInfo, selectUserInfo } from '../../../../app/session/sessionSlice';
import { useAppSelector } from '../../../../app/store';
import { useT } from '../../../../app/useT';
import { fenToYuan } from '../../../../common/money';
import { AjaxGroup } from '../../../../common/roles';
import { BuySeat, EsPost, FireStaff, GetBalance, ReinstateStaff, RenewSeat, ShopStaffUnlockLogin, StaffState, UnbindWx, type StaffRecord } from '../../../../common/staff';
import { DEFAULT_RENEW_MONTHS, rolesRule } from '../../../../common/staffRules';
import { addMonths, formatDate } from '../../../../common/time';
import { useRight } from '../../../../components/RequireRight';
import { StaffDrawer } from './StaffDrawer';
import { useConfirmedAction } from '../../../../components/list/useConfirmedAction';

/** How a person is named in questions: their name, else their account. */
export const personName = (row: StaffRecord) => row.full_name || row.login_name;

export interface StaffActions {
  /** Nothing may be done to this row (the caller's own, or the master's). */
  untouchable: (row: StaffRecord) => boolean;
  can: { create: boolean; edit: boolean; dismiss: boolean; buy: boolean; renewLink: boolean };
  toggleState: (row: StaffRecord) => Promise<void>;
  dismiss: (row: StaffRecord) => Promise<void>;
  reinstate: (row: StaffRecord) => Promise<void>;
  toggleAutoRenew: (row: StaffRecord) => Promise<void>;
  unbind: (row: StaffRecord) => Promise<void>;
  /** Clears a lock that wrong passwords put on the person's login. */
  unlock: (row: StaffRecord) => Promise<void>;
  openRenew: (row: StaffRecord) => void;
  /** The staff drawer, for a new person or to edit this one [ORG-19] [ORG-20]. */
  openNew: () => void;
  openEdit: (row: StaffRecord) => void;
  busy: number | null;
  dialog: ReactNode;
}

function RehireDialog({ row, onClose, onDone }: { row: StaffRecord; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const [form] = Form.useForm<{ roles: number[] }>();
  const roles = useRequest(() => api.call(AjaxGroup));
  const [saving, setSaving] = useState(false);
  async function submit({ roles: ids }: { roles: number[] }) {
    setSaving(true);
    try {
      const reply = await api.call(ReinstateStaff, { staffID: row.staff_id, staffArr: ids });
      messageApi().success(reply.err_msg || t('staff.reinstated'));
      onDone();
    } catch {
      /* the request layer showed why */
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal open title={t('staff.rehire.title', { name: personName(row) })} okText={t('common.ok')} cancelText={t('common.cancel')} confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} width={420}>
      <Typography.Paragraph type="secondary">{t('staff.rehire.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ roles: [] }}>
        <Form.Item name="roles" label={t('staff.rehire.label')} required rules={[{ validator: (_r, v: number[] = []) => (rolesRule(v) ? Promise.reject(new Error(t('staff.rule.rolesRequired'))) : Promise.resolve()) }]}>
          <Select
            mode="multiple"
            loading={roles.loading}
            aria-label={t('staff.rehire.label')}
            options={(roles.data?.data ?? []).map((g) => ({ value: g.group_id, label: g.group_name }))}
            placeholder={t('staff.rule.rolesRequired')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RenewDialog({ row, onClose, onDone }: { row: StaffRecord; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const balance = useRequest(() => api.call(GetBalance));
  const [months, setMonths] = useState(DEFAULT_RENEW_MONTHS);
  const [saving, setSaving] = useState(false);
  // When the dialog opened: the seat's new end counts from today when it has already ended.
  const [openedAt] = useState(() => Date.now());
  const info = balance.data?.balanceInfo;
  const plans = Object.entries(info?.pricing_strategy ?? {}).sort(([a], [b]) => Number(a) - Number(b));
  const plan = info?.pricing_strategy[String(months)];
  const short = info !== undefined && plan !== undefined && plan.price > info.balance;
  const currentEnd = row.exp_date ? Date.parse(`${row.exp_date}T00:00:00+08:00`) : 0;
  const until = formatDate(addMonths(Math.max(currentEnd, openedAt), months));
  async function submit() {
    setSaving(true);
    try {
      const reply = await api.call(BuySeat, { staffID: row.staff_id, buyMonths: months });
      messageApi().success(reply.err_msg || t('staff.renewed'));
      onDone();
    } catch {
      /* the request layer showed why (a short balance, say) */
    } finally {
      setSaving(false);
    }
  }
  const yuan = (n: number) => `¥${fenToYuan(Math.round(n * 100))}`;
  return (
    <Modal open title={t('staff.renew.title', { name: personName(row) })} okText={t('staff.action.renew')} cancelText={t('common.cancel')} confirmLoading={saving} okButtonProps={{ disabled: !plan || short }} onOk={() => void submit()} onCancel={onClose} width={460}>
      <Form layout="vertical">
        <Form.Item label={t('staff.renew.plan')}>
          <Radio.Group value={months} onChange={(e) => setMonths(Number(e.target.value))} optionType="button" buttonStyle="solid" aria-label={t('staff.renew.plan')}>
            {plans.map(([key, p]) => (
              <Radio.Button key={key} value={Number(key)}>
                {p.name}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
      </Form>
      <Space orientation="vertical" size={4} className="staff-renew-summary">
        <span>
          {t('staff.renew.balance')}: <strong data-testid="renew-balance">{info ? yuan(info.balance) : '—'}</strong>
        </span>
        <span>
          {t('staff.renew.total')}: <strong data-testid="renew-total">{plan ? yuan(plan.price) : '—'}</strong>
          {plan && plan.discount < 100 && <span className="staff-renew-discount"> {t('staff.renew.discount', { zhe: plan.discount / 10, off: 100 - plan.discount })}</span>}
        </span>
        <Typography.Text type="secondary">{t('staff.renew.until', { date: until })}</Typography.Text>
      </Space>
      {short && <Alert type="warning" showIcon message={t('staff.renew.short')} style={{ marginTop: 12 }} />}
    </Modal>
  );
}

type OpenDialog = { kind: 'rehire' | 'renew' | 'edit'; row: StaffRecord } | { kind: 'new' };

function dialogOf(dialog: OpenDialog, close: () => void, done: () => void): ReactNode {
  switch (dialog.kind) {
    case 'new':
      return <StaffDrawer target={{ mode: 'new' }} onClose={close} onSaved={done} />;
    case 'edit':
      return <StaffDrawer target={{ mode: 'edit', staffID: dialog.row.staff_id }} onClose={close} onSaved={done} />;
    case 'rehire':
      return <RehireDialog row={dialog.row} onClose={close} onDone={done} />;
    default:
      return <RenewDialog row={dialog.row} onClose={close} onDone={done} />;
  }
}

export function useStaffActions(reload: () => void): StaffActions {
  const t = useT();
  const me = useAppSelector(selectUserInfo);
  const shop = useAppSelector(selectShopInfo);
  const can = { create: useRight('SF_STAFF_NEW'), edit: useRight('SF_STAFF_EDIT'), dismiss: useRight('SF_STAFF_DELETE'), buy: useRight('SF_STAFF_BUY'), renewLink: false };
  can.renewLink = can.buy && shop.can_pay === 1;
  const { busy, run } = useConfirmedAction(reload);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  /** Asks `question`, runs `call` and shows its toast (the server's words, else `fallback`), then reloads the list. */
  const confirmed = (row: StaffRecord, question: string, call: () => Promise<{ err_msg?: string }>, fallback: string) =>
    run(row.staff_id, question, call, (reply) => reply.err_msg || fallback);

  const name = (row: StaffRecord) => ({ name: personName(row) });
  const close = () => setDialog(null);
  const done = () => {
    setDialog(null);
    reload();
  };
  return {
    untouchable: (row) => row.master === 1 || row.user_id === me.user_id,
    can,
    busy,
    toggleState: (row) =>
      row.state === StaffState.inUse
        ? confirmed(row, t('staff.confirm.disable', name(row)), () => api.call(EsPost, { staffID: row.staff_id, state: 0 }), t('staff.disabled'))
        : confirmed(row, t('staff.confirm.enable', name(row)), () => api.call(EsPost, { staffID: row.staff_id, state: 1 }), t('staff.enabled')),
    dismiss: (row) => confirmed(row, t('staff.confirm.fire', name(row)), () => api.call(FireStaff, { staffID: row.staff_id }), t('staff.fired')),
    reinstate: async (row) => {
      if (row.if_group === 1) setDialog({ kind: 'rehire', row });
      else await confirmed(row, t('staff.confirm.reinstate', name(row)), () => api.call(ReinstateStaff, { staffID: row.staff_id, staffArr: [] }), t('staff.reinstated'));
    },
    toggleAutoRenew: (row) =>
      row.auto_renew === 1
        ? confirmed(row, t('staff.confirm.autoRenewOff', name(row)), () => api.call(RenewSeat, { staffID: row.staff_id, renewMonths: 0 }), t('staff.autoRenewOff'))
        : confirmed(row, t('staff.confirm.autoRenewOn', name(row)), () => api.call(RenewSeat, { staffID: row.staff_id, renewMonths: 1 }), t('staff.autoRenewOn')),
    unbind: (row) => confirmed(row, t('staff.confirm.unbind', name(row)), () => api.call(UnbindWx, { staff_id: row.staff_id }), t('staff.wxUnbound')),
    unlock: (row) => confirmed(row, t('staff.confirm.unlock', name(row)), () => api.call(ShopStaffUnlockLogin, { staff_id: row.staff_id }), t('staff.unlocked')),
    openRenew: (row) => setDialog({ kind: 'renew', row }),
    openNew: () => setDialog({ kind: 'new' }),
    openEdit: (row) => setDialog({ kind: 'edit', row }),
    dialog: dialog && dialogOf(dialog, close, done),
  };
}
