/**
 * The order's totals, always in view at the foot of the window (pieces, area, total), with Save and
 * Cancel, in the shell's sticky action bar (which stays above a phone's bottom bar), and why the
 * last save did not go through.
 */
import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Space, Typography } from 'antd';
import { useT } from '../../../app/useT';
import { Money } from '../../../components/list/fields';
import { StickyActionBar } from '../../../shell/StickyActionBar';
import { orderTotals, type OrderFormValues, type Prices } from './orderForm';
import type { OrderSave } from './useOrderSave';

export function TotalsBar({ prices, pricing, save, onCancel }: { prices: Prices | null; pricing: boolean; save: OrderSave; onCancel: () => void }) {
  const t = useT();
  const rooms = Form.useWatch('rooms') as OrderFormValues['rooms'] | undefined;
  const totals = orderTotals({ rooms: rooms ?? [] }, prices);
  return (
    <>
      {save.refusal && <Alert type="error" showIcon className="order-totals-refusal" title={save.refusal} role="alert" />}
      <StickyActionBar label={t('orderEdit.totals')}>
        <div className="order-totals-figures" data-testid="order-totals" aria-live="polite">
          <span>{t('orderEdit.totals.pieces', { pieces: totals.pieces })}</span>
          <span>{t('orderEdit.totals.area', { area: totals.area })}</span>
          <span className="order-totals-total">
            {t('orderEdit.totals.total')} <Money value={totals.total} strong />
          </span>
          {pricing && <Typography.Text type="secondary">{t('orderEdit.pricing')}</Typography.Text>}
        </div>
        <Space wrap className="order-totals-actions">
          <Button onClick={onCancel} disabled={false}>
            {t('orderEdit.cancel')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={save.saving} onClick={() => void save.run()}>
            {t('orderEdit.save')}
          </Button>
        </Space>
      </StickyActionBar>
    </>
  );
}
