/**
 * /shops/systemConfig (SPEC.md "System configuration"; REQUIREMENTS SYSCFG): under the page header
 * (商户管理 / 企业管理 / 系统配置 [SYSCFG-01]) a list of exactly four settings [SYSCFG-03], each with
 * its value [SYSCFG-05..08] and an edit action [SYSCFG-04] — a table, cards on a phone. Viewing
 * needs SF_BASE_CONFIG_QUERY (the route's right); the actions need SF_BASE_CONFIG_EDIT and are
 * disabled without it (DESIGN.md "Decisions"; the server refuses as well).
 *
 * The props are read from the server when the page opens rather than from the session, which was
 * read when the page loaded: every save sends the whole shop_props [SYSCFG-13], so it must start
 * from what is stored.
 */
import { Button, Card, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { api } from '../../../../api/client';
import { useRequest } from '../../../../api/useRequest';
import { confirmDialog, messageApi } from '../../../../app/feedback';
import { useT, type Translate } from '../../../../app/useT';
import { GetPackFieldConfig, GoodsNameConfigMerge, isErpPushOn, ShopGetProps, ShopSetProps, type InsertableField, type ShopProps, type TemplateProp } from '../../../../common/shopConfig';
import { PageHeader } from '../../../../components/PageHeader';
import { useRight } from '../../../../components/RequireRight';
import { ResponsiveList, type ListColumn } from '../../../../components/list/ResponsiveList';
import type { MessageId } from '../../../../locales/zh-CN';
import { useIsPhone } from '../../../../components/useViewport';
import { TemplateEditor } from './TemplateEditor';
import './shopConfig.css';

type TemplateSetting = 'goodsName' | 'packBlock' | 'packPart';
type SettingKey = 'erpPush' | TemplateSetting;

interface Setting {
  key: SettingKey;
  label: MessageId;
  desc: MessageId;
}

/** The four settings, in the spec's order [SYSCFG-03]. */
const SETTINGS: readonly Setting[] = [
  { key: 'erpPush', label: 'sysConfig.row.erpPush', desc: 'sysConfig.desc.erpPush' },
  { key: 'goodsName', label: 'sysConfig.row.goodsName', desc: 'sysConfig.desc.goodsName' },
  { key: 'packBlock', label: 'sysConfig.row.packBlock', desc: 'sysConfig.desc.packBlock' },
  { key: 'packPart', label: 'sysConfig.row.packPart', desc: 'sysConfig.desc.packPart' },
];

const asList = (map: Record<string, string>): InsertableField[] => Object.entries(map).map(([field, name]) => ({ field, name }));

/** What each template setting edits, and where its insertable names come from [SYSCFG-15, SYSCFG-16]. */
const EDITORS: Readonly<Record<TemplateSetting, { props: readonly TemplateProp[]; loadFields: () => Promise<InsertableField[]> }>> = {
  goodsName: { props: ['GoodsNameConfig'], loadFields: () => api.call(GoodsNameConfigMerge).then((r) => r.data) },
  packBlock: { props: ['PackBlockName', 'PackBlockDetail'], loadFields: () => api.call(GetPackFieldConfig).then((r) => asList(r.block)) },
  packPart: { props: ['PackPartName', 'PackPartDetail'], loadFields: () => api.call(GetPackFieldConfig).then((r) => asList(r.part)) },
};

function TemplateText({ value }: { value: string | undefined }) {
  const t = useT();
  return value ? <span className="sysconfig-template">{value}</span> : <Typography.Text type="secondary">{t('sysConfig.unset')}</Typography.Text>;
}

/** A setting's value: on/off [SYSCFG-05, SYSCFG-10], the goods name template [SYSCFG-06], name and spec templates [SYSCFG-07, SYSCFG-08]. */
function valueOf(key: SettingKey, props: ShopProps, t: Translate): ReactNode {
  if (key === 'erpPush') {
    const on = isErpPushOn(props);
    return <Tag color={on ? 'green' : 'default'}>{t(on ? 'sysConfig.on' : 'sysConfig.off')}</Tag>;
  }
  if (key === 'goodsName') return <TemplateText value={props.GoodsNameConfig} />;
  const [name, spec] = EDITORS[key].props;
  return (
    <div className="sysconfig-pair">
      <div>
        <span className="sysconfig-pair-label">{t('sysConfig.value.name')}</span>
        <TemplateText value={props[name]} />
      </div>
      <div>
        <span className="sysconfig-pair-label">{t('sysConfig.value.spec')}</span>
        <TemplateText value={props[spec]} />
      </div>
    </div>
  );
}

export default function SystemConfigPage() {
  const t = useT();
  const isPhone = useIsPhone();
  const canEdit = useRight('SF_BASE_CONFIG_EDIT');
  const loaded = useRequest(() => api.call(ShopGetProps));
  // What a save answered: newer than what the page read.
  const [saved, setSaved] = useState<ShopProps | null>(null);
  const props = saved ?? loaded.data?.props;
  const [editing, setEditing] = useState<TemplateSetting | null>(null);
  const [toggling, setToggling] = useState(false);

  /** [SYSCFG-11] [SYSCFG-12] [SYSCFG-14] Asks, and only then turns the sync over. */
  async function toggleSync(current: ShopProps) {
    const on = isErpPushOn(current);
    if (!(await confirmDialog({ title: t(on ? 'sysConfig.sync.confirmOff' : 'sysConfig.sync.confirmOn') }))) return;
    setToggling(true);
    try {
      const reply = await api.call(ShopSetProps, { props: { ...current, ErpPush: on ? 0 : 1 } });
      setSaved(reply.props);
      messageApi().success(t(on ? 'sysConfig.sync.offDone' : 'sysConfig.sync.onDone'));
    } catch {
      /* the request layer showed why; the value stays as it was */
    } finally {
      setToggling(false);
    }
  }

  const actionOf = (row: Setting): ReactNode => {
    if (!props) return null;
    const on = isErpPushOn(props);
    const action: MessageId = row.key === 'erpPush' ? (on ? 'sysConfig.action.turnOff' : 'sysConfig.action.turnOn') : 'sysConfig.action.edit';
    const onClick = row.key === 'erpPush' ? () => void toggleSync(props) : () => setEditing(row.key as TemplateSetting);
    return (
      <Button
        type="link"
        size="small"
        disabled={!canEdit}
        loading={row.key === 'erpPush' && toggling}
        onClick={onClick}
        aria-label={t('sysConfig.action.label', { action: t(action), setting: t(row.label) })}
      >
        {t(action)}
      </Button>
    );
  };

  const columns: ListColumn<Setting>[] = [
    {
      key: 'setting',
      title: t('sysConfig.col.setting'),
      width: 220,
      ellipsis: false,
      card: 'title',
      render: (_: unknown, row) => (
        <div className="sysconfig-setting">
          <span className="sysconfig-setting-name">{t(row.label)}</span>
          <Typography.Text type="secondary" className="sysconfig-setting-desc">
            {t(row.desc)}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'value', title: t('sysConfig.col.value'), width: 260, ellipsis: false, card: 'note', render: (_: unknown, row) => (props ? valueOf(row.key, props, t) : null) },
    { key: 'actions', title: t('sysConfig.col.actions'), width: 120, fixed: 'right', card: 'actions', render: (_: unknown, row) => actionOf(row) },
  ];
  const rows = props ? SETTINGS : [];
  const editor = editing && props ? EDITORS[editing] : null;

  return (
    <div className="sysconfig-page page-stack">
      <PageHeader />
      <Card size={isPhone ? 'small' : 'medium'}>
        <ResponsiveList<Setting>
          rows={rows}
          rowKey={(row) => row.key}
          loading={loaded.loading}
          total={rows.length}
          page={1}
          pageSize={SETTINGS.length}
          onPageChange={() => undefined}
          unpaged
          columns={columns}
          testIds={{ cards: 'sysconfig-cards', card: 'sysconfig-card' }}
        />
      </Card>
      {editing && editor && props && (
        <TemplateEditor
          title={SETTINGS.find((s) => s.key === editing)!.label}
          props={editor.props}
          current={props}
          loadFields={editor.loadFields}
          onSaved={setSaved}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
