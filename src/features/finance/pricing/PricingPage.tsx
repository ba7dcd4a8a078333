/**
 * Price lists (/pricing/config, SF_PRICING_CONFIG; issue 28 "Price lists"): the shop's lists as cards
 * (a shop keeps a handful, so neither paging nor filters), each with how many prices, levels and
 * dealers it has. A card opens the editor drawer; new and delete need SF_PRICING_EDIT, and delete asks
 * first. The cards flow into as many columns as fit, one on a phone.
 */
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Spin, Typography } from 'antd';
import { lazy, useState } from 'react';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { useT } from '../../../app/useT';
import { AjaxPricingList, DelPricing, type PriceList } from '../../../common/pricing';
import { LazyBoundary } from '../../../components/Lazy';
import { PageHeader } from '../../../components/PageHeader';
import { useRight } from '../../../components/RequireRight';
import type { PricingTarget } from './PricingDrawer';
import './pricing.css';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction';

// Shown on demand: loaded the first time they open, so the list arrives without them.
const PricingDrawer = lazy(() => import(/* webpackChunkName: "pricing-drawer" */ './PricingDrawer').then((m) => ({ default: m.PricingDrawer })));

function PriceListCard({ list, editable, busy, onOpen, onDelete }: { list: PriceList; editable: boolean; busy: boolean; onOpen: () => void; onDelete: () => void }) {
  const t = useT();
  const actions = [
    <Button key="open" type="link" size="small" icon={editable ? <EditOutlined /> : <EyeOutlined />} disabled={busy} onClick={onOpen} aria-label={`${t(editable ? 'pricing.edit' : 'pricing.view')} ${list.name}`}>
      {t(editable ? 'pricing.edit' : 'pricing.view')}
    </Button>,
  ];
  if (editable) {
    actions.push(
      <Button key="delete" type="link" size="small" danger icon={<DeleteOutlined />} disabled={busy} onClick={onDelete} aria-label={`${t('pricing.delete')} ${list.name}`}>
        {t('pricing.delete')}
      </Button>,
    );
  }
  return (
    <Card size="small" className="pricing-card" actions={actions}>
      <Typography.Title level={5} className="pricing-card-name">
        {list.name}
      </Typography.Title>
      <ul className="pricing-card-facts">
        <li>{t('pricing.card.lines', { count: list.lines.length })}</li>
        <li>{t('pricing.card.levels', { count: list.level_ids.length })}</li>
        <li>{t('pricing.card.dealers', { count: list.crm_ids.length })}</li>
      </ul>
      <Typography.Text type="secondary" className="pricing-card-time">
        {t('pricing.card.updated', { time: list.updated_at })}
      </Typography.Text>
    </Card>
  );
}

export default function PricingPage() {
  const t = useT();
  const editable = useRight('SF_PRICING_EDIT');
  const lists = useRequest(() => api.call(AjaxPricingList));
  const [target, setTarget] = useState<PricingTarget | null>(null);
  const { busy, run } = useConfirmedAction(lists.reload);
  const data = lists.data?.data ?? [];

  const remove = (list: PriceList) =>
    run(list.pricelist_id, t('pricing.confirm.delete', { name: list.name }), () => api.call(DelPricing, { pricelist_id: list.pricelist_id }), t('pricing.deletedToast'));

  return (
    <div className="pricing-page page-stack">
      <PageHeader
        extra={
          editable ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'new' })}>
              {t('pricing.new')}
            </Button>
          ) : null
        }
      />
      {lists.loading && !lists.data ? (
        <Spin className="pricing-loading" />
      ) : data.length ? (
        <ul className="pricing-cards" aria-label={t('route.finance.pricingConfig')}>
          {data.map((list) => (
            <li key={list.pricelist_id}>
              <PriceListCard list={list} editable={editable} busy={busy === list.pricelist_id} onOpen={() => setTarget({ mode: 'edit', list })} onDelete={() => void remove(list)} />
            </li>
          ))}
        </ul>
      ) : (
        <Card size="small">
          <Empty description={lists.error ? lists.error.message : t('pricing.empty')}>
            <Typography.Text type="secondary">{t('pricing.emptyHint')}</Typography.Text>
          </Empty>
        </Card>
      )}
      <LazyBoundary fallback={null}>
        {target && (
          <PricingDrawer
            target={target}
            onClose={() => setTarget(null)}
            onSaved={() => {
              setTarget(null);
              void lists.reload();
            }}
          />
        )}
      </LazyBoundary>
    </div>
  );
}
