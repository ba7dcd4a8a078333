/**
 * The shop's goods settings (/baseConfig, SF2_ERP_GOODS_ADD — the catalogue's right "add goods and
 * basic settings" both reads and saves them; there is no separate edit right): the prefix of the
 * numbers the server gives new goods, the default unit of a new goods item, and whether stock may go
 * below zero (read by the stock documents). The prefix is checked with the server's rule
 * (goodsNoPrefixRule); after a save the page reads the settings again and shows what was stored.
 *
 * The units come from ErpGoods-getErpGoodsParam, which SF2_ERP_GOODS_ADD may read: the unit list's
 * own call needs the unit page's right, which a clerk who adds goods may not have.
 */
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../../api/client';
import { useRequest } from '../../../../api/useRequest';
import { messageApi } from '../../../../app/feedback';
import { useT } from '../../../../app/useT';
import { GetBaseConfig, GetErpGoodsParam, GOODS_LIMITS, goodsNoPrefixRule, SaveBaseConfig, type GoodsSettings, type GoodsUnit } from '../../../../common/goods';
import { formRule, limit } from '../../../../components/formRules';
import { PageHeader } from '../../../../components/PageHeader';
import { PageLoading } from '../../../../components/PageLoading';
import '../goodsSetup.css';

/** The form's values: the switch holds a boolean, the wire 0 or 1. */
interface ConfigValues {
  goods_no_prefix: string;
  default_unit_id: number;
  allow_negative_stock: boolean;
}

const toValues = (s: GoodsSettings): ConfigValues => ({ goods_no_prefix: s.goods_no_prefix, default_unit_id: s.default_unit_id, allow_negative_stock: s.allow_negative_stock === 1 });

const toSettings = (v: ConfigValues): GoodsSettings => ({ goods_no_prefix: v.goods_no_prefix.trim(), default_unit_id: v.default_unit_id, allow_negative_stock: v.allow_negative_stock ? 1 : 0 });

/** The first number a new goods item would get with this prefix (the server's format: five digits). */
const exampleNumber = (prefix: string) => `${prefix.trim()}00001`;

async function loadConfig(): Promise<{ settings: GoodsSettings; units: GoodsUnit[] }> {
  const [config, param] = await Promise.all([api.call(GetBaseConfig), api.call(GetErpGoodsParam)]);
  return { settings: config.data, units: param.units };
}

function ConfigForm({ initial, units, onSaved }: { initial: GoodsSettings; units: readonly GoodsUnit[]; onSaved: () => Promise<void> }) {
  const t = useT();
  const intl = useIntl();
  const [form] = Form.useForm<ConfigValues>();
  const [saving, setSaving] = useState(false);
  const start = toValues(initial);
  const prefix = Form.useWatch('goods_no_prefix', form) ?? start.goods_no_prefix;

  async function save(values: ConfigValues) {
    setSaving(true);
    try {
      await api.call(SaveBaseConfig, { data: { ...toSettings(values) } });
    } catch {
      return; // the request layer showed why; the form keeps what was typed
    } finally {
      setSaving(false);
    }
    messageApi().success(t('goodsSetup.config.saved'));
    await onSaved();
  }

  const unitOptions = [{ value: 0, label: t('goodsSetup.config.noUnit') }, ...units.map((u) => ({ value: u.unit_id, label: u.unit_name }))];
  return (
    <Form<ConfigValues> form={form} layout="vertical" className="goods-config-form" initialValues={start} onFinish={(values) => void save(values)}>
      <Form.Item
        name="goods_no_prefix"
        label={t('goodsSetup.config.prefix')}
        rules={[formRule(intl, (value) => goodsNoPrefixRule(value.trim()))]}
        extra={t('goodsSetup.config.prefixHelp', { example: exampleNumber(prefix) })}
      >
        <Input count={limit(GOODS_LIMITS.goods_no_prefix)} autoComplete="off" />
      </Form.Item>
      <Form.Item name="default_unit_id" label={t('goodsSetup.config.defaultUnit')} extra={t('goodsSetup.config.defaultUnitHelp')}>
        <Select options={unitOptions} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="allow_negative_stock" label={t('goodsSetup.config.negativeStock')} valuePropName="checked" extra={t('goodsSetup.config.negativeStockHelp')}>
        <Switch />
      </Form.Item>
      <div className="goods-config-actions">
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
          {t('goodsSetup.config.save')}
        </Button>
        <Button icon={<UndoOutlined />} disabled={saving} onClick={() => form.resetFields()}>
          {t('goodsSetup.config.undo')}
        </Button>
      </div>
    </Form>
  );
}

export default function BaseConfigPage() {
  const t = useT();
  const config = useRequest(loadConfig);
  // Counts the reads after saves: each gives a fresh form, starting from what the server stored.
  const [generation, setGeneration] = useState(0);
  const failed = Boolean(config.error) && !config.loading;
  return (
    <div className="goods-config-page page-stack">
      <PageHeader />
      {failed || !config.data ? (
        <PageLoading failed={failed} title={t('error.system.content')} retry={() => void config.reload()} />
      ) : (
        <Card size="small">
          <ConfigForm
            key={generation}
            initial={config.data.settings}
            units={config.data.units}
            onSaved={async () => {
              await config.reload();
              setGeneration((g) => g + 1);
            }}
          />
        </Card>
      )}
    </div>
  );
}
