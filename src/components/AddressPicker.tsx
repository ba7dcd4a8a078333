/**
 * The mailing address selector and the address form of SPEC.md sections 2-5 (REQUIREMENTS ADDR):
 * the shop's addresses from Invoice-ajaxUserAddress, each with modify, delete ('确认删除?') and
 * set-default ('确定设为默认地址?') actions, an add action, and the form modal (receiver, three-level
 * region, detail address, postcode, phone, mail) checked with the shared rules of
 * src/common/invoice.ts, the same code the server runs.
 *
 * In the invoice flow (`requireComplete`), an address lacking receiver, detail address, phone or
 * mail is refused with an error naming what is missing, and is not selected [ADDR-21, ADDR-22].
 */
import { CheckCircleFilled, DeleteOutlined, EditOutlined, EnvironmentOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { App, Button, Empty, Form, Input, Modal, Popconfirm, Radio, Skeleton, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../api/client';
import { addAddress, deleteAddress, modifyAddress, setDefaultAddress } from '../api/invoice';
import { confirmDialog } from '../app/feedback';
import {
  ADDRESS_PART_LABEL,
  addressRules,
  DEFAULT_ADDRESS_FLAG,
  fullAddress,
  InvoiceAjaxUserAddress,
  missingAddressParts,
  type AddressForm,
  type MailingAddress,
} from '../common/invoice';
import { AreaCascader } from './AreaCascader';
import { formRule, numberField } from './formRules';
import './AddressPicker.css';
import { useRequest } from '../api/useRequest';
import { useT } from '../app/useT';

// ---------------------------------------------------------------------------------------------
// The address form

interface AddressFormValues {
  receiver: string;
  region: string[];
  address: string;
  postcode: string;
  tel: string;
  mail: string;
}

const formValuesOf = (a: MailingAddress | null): Partial<AddressFormValues> =>
  a
    ? {
        receiver: a.receiver,
        region: [a.province_id, a.city_id, a.region_id].filter(Boolean),
        address: a.address_name,
        postcode: a.postcode,
        tel: a.telephone,
        mail: a.mail,
      }
    : { region: [] };

const toAddressForm = (v: AddressFormValues): AddressForm => ({
  receiver: (v.receiver ?? '').trim(),
  province: v.region?.[0] ?? '',
  city: v.region?.[1] ?? '',
  region: v.region?.[2] ?? '',
  address: (v.address ?? '').trim(),
  postcode: (v.postcode ?? '').trim(),
  tel: (v.tel ?? '').trim(),
  mail: (v.mail ?? '').trim(),
});

export interface AddressFormModalProps {
  open: boolean;
  /** The address to modify; null adds a new one. */
  address: MailingAddress | null;
  onClose: () => void;
  /** After the server saved it: the address id. */
  onSaved: (id: number) => void;
}

/** The add / modify form [ADDR-11..20]. */
export function AddressFormModal({ open, address, onClose, onSaved }: AddressFormModalProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<AddressFormValues>();
  const [saving, setSaving] = useState(false);
  const t = useT();

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(formValuesOf(address));
    }
  }, [open, address, form]);

  const submit = async () => {
    if (saving) return;
    let values: AddressFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const body = toAddressForm(values);
      const reply = address ? await modifyAddress(address.address_id, body) : await addAddress(body);
      message.success(t(address ? 'invoice.address.modified' : 'invoice.address.added'));
      onSaved(address ? address.address_id : reply.id);
    } catch {
      /* the request layer has shown the server's message */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(address ? 'invoice.address.modifyTitle' : 'invoice.address.addTitle')}
      okText={t('invoice.address.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
      width={560}
    >
      <Form<AddressFormValues> form={form} layout="vertical" requiredMark className="address-form" name="address-form">
        <Form.Item name="receiver" label={t('invoice.address.receiver')} required rules={[formRule(intl, addressRules.receiver)]}>
          <Input placeholder={t('invoice.address.receiverPlaceholder')} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="region"
          label={t('invoice.address.region')}
          required
          rules={[
            {
              validator: (_r, value: unknown) => {
                const ids = Array.isArray(value) ? value.map(String) : [];
                const invalid = addressRules.region(ids[0] ?? '', ids[1] ?? '', ids[2] ?? '');
                return invalid ? Promise.reject(new Error(t(invalid.id, invalid.values))) : Promise.resolve();
              },
            },
          ]}
        >
          <AreaCascader aria-label={t('invoice.address.region')} getPopupContainer={(node: HTMLElement) => node.parentElement ?? document.body} />
        </Form.Item>
        <Form.Item name="address" label={t('invoice.address.detail')} required rules={[formRule(intl, addressRules.address)]}>
          <Input placeholder={t('invoice.address.detailPlaceholder')} autoComplete="street-address" />
        </Form.Item>
        <div className="address-form-pair">
          <Form.Item name="tel" label={t('invoice.address.tel')} required normalize={numberField('mobile')} rules={[formRule(intl, addressRules.tel)]}>
            <Input inputMode="numeric" placeholder={t('invoice.address.telPlaceholder')} autoComplete="tel" />
          </Form.Item>
          <Form.Item name="postcode" label={t('invoice.address.postcode')} normalize={numberField('code')} rules={[formRule(intl, addressRules.postcode)]}>
            <Input inputMode="numeric" placeholder={t('invoice.address.postcodePlaceholder')} autoComplete="postal-code" />
          </Form.Item>
        </div>
        <Form.Item name="mail" label={t('invoice.address.mail')} required rules={[formRule(intl, addressRules.mail)]}>
          <Input placeholder={t('invoice.address.mailPlaceholder')} autoComplete="email" inputMode="email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

// ---------------------------------------------------------------------------------------------
// The selector

const loadAddresses = () => api.call(InvoiceAjaxUserAddress).then((reply) => Object.values(reply.user_address ?? {}));

/** The shop's addresses, default first, as the server orders them; null until loaded. */
export function useMailingAddresses() {
  const { data, error, run } = useRequest(loadAddresses);
  // The request layer has shown a failure; an empty list lets the user add one.
  const addresses = data ?? (error ? [] : null);
  /** Loads them again; answers the new list ([] when that fails). */
  const reload = useCallback((): Promise<MailingAddress[]> => run().catch(() => []), [run]);
  return { addresses, reload };
}

export interface AddressPickerProps {
  /** The selected address id. */
  value?: number | null;
  onChange?: (id: number | undefined, address?: MailingAddress) => void;
  /** The invoice flow: refuse addresses lacking receiver, detail address, phone or mail. */
  requireComplete?: boolean;
  /** Select the default address when nothing is selected yet. */
  selectDefault?: boolean;
  /** Add, modify, delete and set default are offered (the user may write addresses). */
  editable?: boolean;
  /** Selecting is off (a read-only view). */
  disabled?: boolean;
  id?: string;
}

interface AddressItemProps {
  address: MailingAddress;
  selected: boolean;
  /** What the invoice flow misses in it ('' when nothing). */
  missing: string;
  disabled: boolean;
  onChoose: () => void;
  /** Set default, modify and delete, when the user may write addresses. */
  actions?: { makeDefault: () => void; modify: () => void; remove: () => Promise<void> };
}

/** One address of the selector: its radio, its lines and its actions. */
function AddressItem({ address: a, selected, missing, disabled, onChoose, actions }: AddressItemProps) {
  const t = useT();
  const isDefault = a.is_default === DEFAULT_ADDRESS_FLAG;
  return (
    <div className={`address-item${selected ? ' address-item-selected' : ''}${disabled ? ' address-item-disabled' : ''}`} data-testid={`address-${a.address_id}`}>
      <Radio checked={selected} disabled={disabled} className="address-radio" aria-label={`${a.receiver} ${fullAddress(a)}`} onChange={onChoose}>
        <span className="address-main">
          <span className="address-line1">
            <Typography.Text strong>{a.receiver || '—'}</Typography.Text>
            <span className="address-tel">{a.telephone}</span>
            {isDefault && (
              <Tag color="blue" className="address-default-tag">
                {t('invoice.address.default')}
              </Tag>
            )}
            {missing && <Tag color="warning">{t('invoice.address.incomplete', { items: missing })}</Tag>}
          </span>
          <span className="address-line2">
            <EnvironmentOutlined /> {fullAddress(a)}
            {a.postcode ? ` (${a.postcode})` : ''}
          </span>
          {a.mail && <span className="address-line3">{a.mail}</span>}
        </span>
      </Radio>
      {selected && <CheckCircleFilled className="address-check" />}
      {actions && (
        <span className="address-actions">
          {!isDefault && (
            <Button type="link" size="small" icon={<StarOutlined />} onClick={actions.makeDefault}>
              {t('invoice.address.setDefault')}
            </Button>
          )}
          <Button type="link" size="small" icon={<EditOutlined />} onClick={actions.modify}>
            {t('invoice.address.modify')}
          </Button>
          <Popconfirm title={t('invoice.address.deleteConfirm')} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={actions.remove}>
            <Button type="link" size="small" danger icon={<DeleteOutlined />}>
              {t('invoice.address.delete')}
            </Button>
          </Popconfirm>
        </span>
      )}
    </div>
  );
}

/** The mailing address selector [ADDR-01..10, ADDR-21, ADDR-22]. */
export function AddressPicker({ value, onChange, requireComplete = false, selectDefault = false, editable = true, disabled = false, id }: AddressPickerProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const { addresses, reload } = useMailingAddresses();
  const [editing, setEditing] = useState<{ address: MailingAddress | null } | null>(null);
  const t = useT();

  const missingText = useCallback(
    (a: MailingAddress) =>
      missingAddressParts(a)
        .map((p) => intl.formatMessage({ id: ADDRESS_PART_LABEL[p] }))
        .join(intl.formatMessage({ id: 'common.listSeparator' })),
    [intl],
  );

  /** Selects `a` unless the invoice flow refuses it; answers whether it was selected. */
  const choose = useCallback(
    (a: MailingAddress, quiet = false): boolean => {
      if (requireComplete) {
        const missing = missingText(a);
        if (missing) {
          if (!quiet) message.error(intl.formatMessage({ id: 'invoice.address.incomplete' }, { items: missing }));
          return false;
        }
      }
      onChange?.(a.address_id, a);
      return true;
    },
    [requireComplete, missingText, message, intl, onChange],
  );

  // The default address is the first pick when none is chosen yet.
  const autoPicked = useRef(false);
  useEffect(() => {
    if (!selectDefault || autoPicked.current || !addresses || disabled) return;
    autoPicked.current = true;
    if (value) return;
    const fallback = addresses.find((a) => a.is_default === DEFAULT_ADDRESS_FLAG) ?? addresses[0];
    if (fallback) choose(fallback, true);
  }, [selectDefault, addresses, value, choose, disabled]);

  // A selection that is no longer in the list (deleted elsewhere) is cleared.
  useEffect(() => {
    if (addresses && value && !addresses.some((a) => a.address_id === value)) onChange?.(undefined);
  }, [addresses, value, onChange]);

  const remove = async (a: MailingAddress) => {
    try {
      await deleteAddress(a.address_id);
    } catch {
      return;
    }
    message.success(t('invoice.address.deleted'));
    if (value === a.address_id) onChange?.(undefined);
    await reload();
  };

  const makeDefault = async (a: MailingAddress) => {
    const ok = await confirmDialog({ title: t('invoice.address.defaultConfirm') });
    if (!ok) return;
    try {
      await setDefaultAddress(a.address_id);
    } catch {
      return;
    }
    message.success(t('invoice.address.defaultSet'));
    await reload();
  };

  const saved = async (savedId: number) => {
    const wasNew = editing?.address === null;
    setEditing(null);
    const list = await reload();
    const a = list.find((x) => x.address_id === savedId);
    // A new address is the natural choice; a modified selected one stays selected (if still complete).
    if (a && (wasNew || value === savedId) && !disabled) choose(a);
  };

  const items = useMemo(() => addresses ?? [], [addresses]);

  return (
    <div className="address-picker" id={id}>
      {addresses === null ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('invoice.address.empty')} className="address-empty" />
      ) : (
        <div role="radiogroup" aria-label={t('invoice.address.title')} className="address-list">
          {items.map((a) => (
            <AddressItem
              key={a.address_id}
              address={a}
              selected={value === a.address_id}
              missing={requireComplete ? missingText(a) : ''}
              disabled={disabled}
              onChoose={() => choose(a)}
              actions={editable ? { makeDefault: () => void makeDefault(a), modify: () => setEditing({ address: a }), remove: () => remove(a) } : undefined}
            />
          ))}
        </div>
      )}
      {editable && (
        <Button icon={<PlusOutlined />} type="dashed" className="address-add" onClick={() => setEditing({ address: null })}>
          {t('invoice.address.add')}
        </Button>
      )}
      <AddressFormModal open={editing !== null} address={editing?.address ?? null} onClose={() => setEditing(null)} onSaved={(savedId) => void saved(savedId)} />
    </div>
  );
}
