/**
 * A page whose content is not available yet (SPEC.md does not show it, or it is still being built):
 * it names the page with the page header of every page (breadcrumb and title from the route table)
 * and says so.
 * With `underDevelopment` it is the 'under development' placeholder of the /webcad pages [ROUTE-30].
 * The route gate has already checked the page's right.
 */
import { ClockCircleOutlined, ToolOutlined } from '@ant-design/icons';
import { Card, Result, Tag, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../locales/zh-CN';
import { BackToDashboardButton } from './BackToDashboardButton';
import { PageHeader } from './PageHeader';
import { useT } from '../app/useT';

export interface PendingContentPageProps {
  /** The page's name (its menu label): its heading. */
  label: MessageId;
  underDevelopment?: boolean;
}

export function PendingContentPage({ label, underDevelopment = false }: PendingContentPageProps) {
  const t = useT();
  return (
    <div className="pending-page page-stack" data-testid="pending-page">
      <PageHeader title={label} />
      <Card variant="borderless" style={{ borderRadius: 12 }}>
        <Result
          style={{ padding: '32px 8px' }}
          icon={
            underDevelopment ? (
              <ToolOutlined style={{ color: '#d48806' }} />
            ) : (
              <ClockCircleOutlined style={{ color: '#2457c5' }} />
            )
          }
          title={
            <Tag color={underDevelopment ? 'gold' : 'blue'} style={{ marginInlineEnd: 0, fontSize: 14, padding: '2px 10px' }}>
              {t(underDevelopment ? 'developing.tag' : 'pending.tag')}
            </Tag>
          }
          subTitle={
            <>
              <Typography.Paragraph style={{ marginBottom: 4, fontSize: 15 }}>
                <FormattedMessage id={underDevelopment ? 'developing.text' : 'pending.text'} />
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                <FormattedMessage id={underDevelopment ? 'developing.hint' : 'pending.hint'} />
              </Typography.Text>
            </>
          }
          extra={<BackToDashboardButton />}
        />
      </Card>
    </div>
  );
}
