/**
 * New and edit staff in a drawer [ORG-19..21] (SPEC.md "Staff form"; STAFF-FORM-01..36): the same
 * rules as the server (src/common/staffRules.ts), the login name and phone checked for uniqueness
 * by the server on blur unless unchanged, the SMS code when the shop's check flag is on (for a new
 * person, or a changed phone), '无修改!' for an edit that changes nothing, and a confirmation before
 * the drawer closes unsaved.
 */
import { Button, Drawer, Form, Input, Radio, Select, Space, Spin } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { api, ApiFailure } from '../../../../api/client';
import { useRequest } from '../../../../api/useRequest';
import { confirmDialog, messageApi } from '../../../../app/feedback';
import { useT } from '../../../../app/useT';
import { AjaxEditStaff, AjaxNewStaff, EsPost, NsPost, UserCheck } from '../../../../common/staff';
import {
  certIdRule,
  checkCodeRule,
  departmentRule,
  fullNameRule,
  nickNameRule,
  rolesRule,
  staffLoginNameRule,
  staffPasswordConfirmRule,
  staffPasswordRule,
  staffPhoneRule,
} from '../../../../common/staffRules';
import type { RuleResult } from '../../../../common/validation';
import { numberField } from '../../../../components/formRules';
import { useIsPhone } from '../../../../components/useViewport';
import { useFormDraft } from '../../../../components/form/useFormDraft';
import { SmsCodeButton } from './SmsCodeButton';
import { changedFields, NEW_STAFF_VALUES, newStaffFields, valuesOf, type StaffFormValues } from './staffFormValues';

/** Who the drawer is for: a new person, or the person with this id. */
export type StaffDrawerTarget = { mode: 'new' } | { mode: 'edit'; staffID: number };

interface StaffDrawerProps {
  target: StaffDrawerTarget;
  onClose: () => void;
  onSaved: () => void;
}

/** Loads what the form offers; in edit mode the person too [STAFF-FORM-01]. */
function useFormOptions(target: StaffDrawerTarget) {
  const staffID = target.mode === 'edit' ? target.staffID : 0;
  return useRequest(
    async (id: number) => {
      if (!id) return { ...(await api.call(AjaxNewStaff)), before: NEW_STAFF_VALUES };
      const reply = await api.call(AjaxEditStaff, { staffID: id });
      return { ...reply, before: valuesOf(reply.userInfo) };
    },
    { params: [staffID] },
  );
}

function useStaffRules(staffID: number | undefined) {
  const t = useT();
  const local = (check: (value: string) => RuleResult): Rule => ({
    validator: (_r, value: unknown) => {
      const invalid = check(typeof value === 'string' ? value : '');
      return invalid ? Promise.reject(new Error(t(invalid.id, invalid.values))) : Promise.resolve();
    },
  });
  // The server's answers so far, so that leaving a field again does not ask again.
  const answers = useRef(new Map<string, string | null>());
  /** The server's word on a name or phone, on blur, unless unchanged or already wrong here [STAFF-FORM-04..06] [STAFF-FORM-17]. */
  const unique = (field: 'name' | 'phone', unchanged: string, check: (value: string) => RuleResult): Rule => ({
    validateTrigger: 'onBlur',
    validator: async (_r, value: unknown) => {
      const typed = typeof value === 'string' ? value.trim() : '';
      if (!typed || check(typed) || (staffID && typed === unchanged)) return;
      const key = `${field}:${typed}`;
      if (!answers.current.has(key)) {
        try {
          // Silent: the form shows the server's message in the field [STAFF-FORM-06].
          await api.call(UserCheck, { [field]: typed, ...(staffID ? { staffID } : {}) }, { silent: true });
          answers.current.set(key, null);
        } catch (e) {
          if (!(e instanceof ApiFailure)) return; // offline: the save will tell
          answers.current.set(key, e.message);
        }
      }
      const refusal = answers.current.get(key);
      if (refusal) throw new Error(refusal);
    },
  });
  return { local, unique };
}

export function StaffDrawer({ target, onClose, onSaved }: StaffDrawerProps) {
  const t = useT();
  const isPhone = useIsPhone();
  // English labels ('Confirm password') need more room than Chinese ones.
  const intl = useIntl();
  const [form] = Form.useForm<StaffFormValues>();
  const options = useFormOptions(target);
  const [saving, setSaving] = useState(false);
  const staffID = target.mode === 'edit' ? target.staffID : undefined;
  const before = options.data?.before ?? NEW_STAFF_VALUES;
  const phone = Form.useWatch('userPhone', form) ?? before.userPhone;
  const ifCheck = options.data?.ifCheck === 1;
  // A new person always needs the code when the shop checks phones; an edit only for a new phone.
  const needsCode = ifCheck && (!staffID || phone.trim() !== before.userPhone);
  const { local, unique } = useStaffRules(staffID);
  // What was typed survives a reload (offered back when the drawer opens again) and leaving asks
  // first. The phone and ID number only for the tab; passwords and the SMS code never.
  const draft = useFormDraft({
    form,
    name: staffID ? `staff-${staffID}` : 'staff-new',
    initial: before,
    personal: ['userPhone', 'certID'],
    never: ['userPass', 'userPass2', 'checkCode'],
    enabled: Boolean(options.data),
  });

  useEffect(() => {
    if (options.data) form.setFieldsValue(options.data.before);
  }, [form, options.data]);

  async function close() {
    if (!(await confirmDialog({ title: t('staff.drawer.closeConfirm') }))) return;
    // Confirmed: what was typed is dropped, draft included.
    draft.discard();
    onClose();
  }

  async function save(values: StaffFormValues) {
    let call: () => Promise<{ err_msg?: string }>;
    if (staffID) {
      const param = changedFields(staffID, before, values, needsCode);
      if (!param) {
        messageApi().warning(t('staff.noChange'));
        return;
      }
      call = () => api.call(EsPost, { param });
    } else {
      call = () => api.call(NsPost, newStaffFields(values, needsCode));
    }
    setSaving(true);
    try {
      const reply = await call();
      messageApi().success(reply.err_msg || t(staffID ? 'staff.saved' : 'staff.created'));
      draft.saved();
      onSaved();
    } catch {
      /* the request layer showed why; the form keeps what was typed */
    } finally {
      setSaving(false);
    }
  }

  const passwordRequired = !staffID;
  const footer = (
    <Space className="staff-drawer-footer">
      <Button onClick={() => void close()}>{t('common.cancel')}</Button>
      <Button type="primary" loading={saving} disabled={!options.data} onClick={() => form.submit()}>
        {t('staff.drawer.save')}
      </Button>
    </Space>
  );

  return (
    <Drawer
      open
      title={t(staffID ? 'staff.drawer.editTitle' : 'staff.drawer.newTitle')}
      size={isPhone ? '100%' : 560}
      onClose={() => void close()}
      maskClosable={false}
      footer={footer}
      destroyOnHidden
      className="staff-drawer"
    >
      <Spin spinning={options.loading}>
        <Form<StaffFormValues> form={form} name="staff-form" layout={isPhone ? 'vertical' : 'horizontal'} labelCol={isPhone ? undefined : { flex: intl.locale.startsWith('zh') ? '112px' : '152px' }} labelWrap initialValues={NEW_STAFF_VALUES} onFinish={(v) => void save(v)} onValuesChange={draft.onValuesChange} disabled={saving}>
          {draft.ui}
          <Form.Item name="userName" label={t('staff.form.userName')} required validateTrigger={['onChange', 'onBlur']} rules={[local(staffLoginNameRule), unique('name', before.userName, staffLoginNameRule)]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="userPass" label={t('staff.form.password')} required={passwordRequired} extra={staffID ? t('staff.form.passwordKeep') : undefined} rules={[local((v) => staffPasswordRule(v, passwordRequired))]}>
            <Input.Password autoComplete="new-password" placeholder={t('staff.form.passwordPlaceholder')} />
          </Form.Item>
          <Form.Item name="userPass2" label={t('staff.form.password2')} required={passwordRequired} dependencies={['userPass']} rules={[local((v) => staffPasswordConfirmRule(form.getFieldValue('userPass') ?? '', v) ?? (form.getFieldValue('userPass') ? staffPasswordRule(v, true) : null))]}>
            <Input.Password autoComplete="new-password" placeholder={t('staff.form.passwordPlaceholder')} />
          </Form.Item>
          <Form.Item name="fullName" label={t('staff.form.fullName')} rules={[local(fullNameRule)]}>
            <Input />
          </Form.Item>
          <Form.Item name="nickName" label={t('staff.form.nickName')} rules={[local(nickNameRule)]}>
            <Input />
          </Form.Item>
          <Form.Item name="userSex" label={t('staff.form.sex')}>
            <Radio.Group options={[{ value: 1, label: t('staff.form.male') }, { value: 2, label: t('staff.form.female') }]} />
          </Form.Item>
          <Form.Item name="userPhone" label={t('staff.form.phone')} required validateTrigger={['onChange', 'onBlur']} normalize={numberField('mobile')} rules={[local(staffPhoneRule), unique('phone', before.userPhone, staffPhoneRule)]}>
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
          {needsCode && (
            <Form.Item label={t('staff.form.checkCode')} required>
              <Space.Compact className="staff-code-row">
                <Form.Item name="checkCode" noStyle normalize={numberField('code')} rules={[local((v) => checkCodeRule(v.trim(), true))]}>
                  <Input inputMode="numeric" autoComplete="one-time-code" aria-label={t('staff.form.checkCode')} />
                </Form.Item>
                <SmsCodeButton
                  phone={() => form.getFieldValue('userPhone') ?? ''}
                  onBadPhone={(message) => form.setFields([{ name: 'userPhone', errors: [message] }])}
                  // The phone's own rules first, the server's "already taken" among them: no SMS is paid for a phone the save would refuse.
                  phoneAccepted={() => form.validateFields(['userPhone']).then(() => true, () => false)}
                  disabled={saving}
                />
              </Space.Compact>
            </Form.Item>
          )}
          <Form.Item name="certID" label={t('staff.form.certId')} normalize={numberField('code')} rules={[local((v) => certIdRule(v.trim()))]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="depID" label={t('staff.form.department')} required rules={[{ validator: (_r, v: unknown) => (departmentRule(v as number) ? Promise.reject(new Error(t('staff.rule.departmentRequired'))) : Promise.resolve()) }]}>
            <Select options={(options.data?.department ?? []).map((d) => ({ value: d.department_id, label: d.department_name }))} aria-label={t('staff.form.department')} />
          </Form.Item>
          <Form.Item name="grpID" label={t('staff.form.roles')} required rules={[{ validator: (_r, v: number[] = []) => (rolesRule(v) ? Promise.reject(new Error(t('staff.rule.rolesRequired'))) : Promise.resolve()) }]}>
            <Select mode="multiple" placeholder={t('staff.form.rolesPlaceholder')} options={(options.data?.group ?? []).map((g) => ({ value: g.group_id, label: g.group_name }))} aria-label={t('staff.form.roles')} />
          </Form.Item>
          <Form.Item name="ifChat" label={t('staff.form.chat')}>
            <Radio.Group options={[{ value: '1', label: t('staff.form.chatOn') }, { value: '0', label: t('staff.form.chatOff') }]} />
          </Form.Item>
          {/* Enter in a field submits. */}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      </Spin>
    </Drawer>
  );
}
