/**
 * /invoice/acctitem (SF_BILL_DETAIL), SPEC.md section 2 "Bill management page" (REQUIREMENTS BILL):
 * a placeholder customer monthly bill. It shows the customer (the shop) name, the print time, a
 * bill month picker defaulting to 202002, a query button that does nothing, a summary of 1 yuan with
 * its fee line, and the QR codes of two public accounts (a larger code shows on hover after 300 ms).
 */
import { PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Descriptions, Divider, Popover, QRCode, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { selectShopInfo } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store';
import { HOVER_DELAY_MS } from '../../../common/constants';
import { PageHeader } from '../../../components/PageHeader';
import type { MessageId } from '../../../locales/zh-CN';
import { useIsPhone } from '../../../components/useViewport';
import { formatYuan, useColonLabels } from './shared';
import { useT } from '../../../app/useT';

/** The month the picker starts on (SPEC.md: 202002). */
export const DEFAULT_BILL_MONTH = '202002';
export const BILL_MONTH_FORMAT = 'YYYYMM';
/** The placeholder bill's amount, in yuan. */
export const BILL_AMOUNT = 1;

export const PUBLIC_ACCOUNTS: readonly { key: string; label: MessageId; url: string }[] = [
  { key: 'service', label: 'bill.qr.service', url: 'https://weixin.qq.com/r/panel-furniture-erp-service' },
  { key: 'subscription', label: 'bill.qr.subscription', url: 'https://weixin.qq.com/r/panel-furniture-erp-news' },
];

export default function BillPage() {
  const isPhone = useIsPhone();
  const shop = useAppSelector(selectShopInfo);
  const t = useT();
  const printedAt = useMemo(() => dayjs().format('YYYY-MM-DD HH:mm:ss'), []);
  const [month, setMonth] = useState(() => dayjs(DEFAULT_BILL_MONTH, BILL_MONTH_FORMAT));
  const amount = formatYuan(BILL_AMOUNT);
  const withColons = useColonLabels();

  return (
    <div className="inv-page bill-sheet">
      <PageHeader />
      <Card className="inv-card" size={isPhone ? 'small' : 'medium'}>
        <div className="bill-head">
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('bill.heading')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('bill.placeholder')}</Typography.Text>
          </div>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
            <label htmlFor="bill-month">{t('bill.month')}</label>
            <DatePicker
              id="bill-month"
              picker="month"
              format={BILL_MONTH_FORMAT}
              allowClear={false}
              value={month}
              onChange={(v) => v && setMonth(v)}
              inputReadOnly={isPhone}
            />
            {/* A placeholder: the query does nothing yet [BILL-06]. */}
            <Button type="primary" icon={<SearchOutlined />} onClick={() => undefined}>
              {t('bill.query')}
            </Button>
          </div>
        </div>
        <Divider />
        <Descriptions
          column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}
          size="small"
          colon={false}
          items={withColons([
            { key: 'customer', label: t('bill.customer'), children: shop.shop_name },
            {
              key: 'printed',
              label: t('bill.printTime'),
              children: (
                <span>
                  <PrinterOutlined /> {printedAt}
                </span>
              ),
            },
          ])}
        />
        <Card size="small" type="inner" title={t('bill.summary')} style={{ marginTop: 16 }}>
          <div style={{ display: 'flex', alignItems: 'baseline', gap: 12, flexWrap: 'wrap' }}>
            <span>{t('bill.amountDue')}</span>
            <span className="bill-due" data-testid="bill-due">
              {t('bill.yuanValue', { amount })}
            </span>
            <Typography.Text type="secondary">{month.format(BILL_MONTH_FORMAT)}</Typography.Text>
          </div>
          <Table
            style={{ marginTop: 12 }}
            size="small"
            pagination={false}
            rowKey="key"
            columns={[
              { key: 'item', dataIndex: 'item', title: t('bill.feeItem') },
              { key: 'amount', dataIndex: 'amount', title: t('bill.feeAmount'), align: 'right' },
            ]}
            dataSource={[{ key: 'fee', item: t('bill.feeLine'), amount: t('bill.yuanValue', { amount }) }]}
          />
        </Card>
      </Card>
      <Card className="inv-card" size={isPhone ? 'small' : 'medium'} title={t('bill.qr.title')}>
        <Typography.Paragraph type="secondary">{t('bill.qr.hint')}</Typography.Paragraph>
        <div className="bill-qr-list">
          {PUBLIC_ACCOUNTS.map((a) => (
            <Popover
              key={a.key}
              mouseEnterDelay={HOVER_DELAY_MS / 1000}
              content={<QRCode type="svg" value={a.url} size={220} bordered={false} aria-label={t(a.label)} />}
              title={t(a.label)}
            >
              <div className="bill-qr" data-testid={`qr-${a.key}`}>
                <QRCode type="svg" value={a.url} size={isPhone ? 120 : 132} aria-label={t(a.label)} />
                <span>{t(a.label)}</span>
              </div>
            </Popover>
          ))}
        </div>
      </Card>
    </div>
  );
}
