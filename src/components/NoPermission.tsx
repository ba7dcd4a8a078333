/**
 * The no-permission page of SPEC.md 'Other pages' [PAGES-01..07]: a wrapper titled 'Permission
 * restricted' with the breadcrumbs 'Error page' / 'Error result', the status code (default 'SOS'),
 * the description, and the advice for the account: the master is told to buy a value-added package,
 * a sub-account to ask the administrator (DESIGN.md). Every prop is optional; `<NoPermission />` is
 * what a route the user has no right to shows.
 */
import { LockOutlined } from '@ant-design/icons';
import { Card, Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { selectIsMaster } from '../app/session/sessionSlice';
import { useAppSelector } from '../app/store';
import type { MessageId } from '../locales/zh-CN';
import { BackToDashboardButton } from './BackToDashboardButton';
import { PageHeader } from './PageHeader';

/** The breadcrumb SPEC.md gives the page [PAGES-07]. */
const NO_PERMISSION_TRAIL: readonly MessageId[] = ['noAuth.breadcrumb.errorPage', 'noAuth.breadcrumb.errorResult'];

export interface NoPermissionProps {
  /** The status code shown big [PAGES-01]; default 'SOS'. */
  status?: ReactNode;
  /** The description [PAGES-02]; default 'Sorry! You currently have no permission to access this page' [PAGES-03]. */
  description?: ReactNode;
  /** The main account's advice [PAGES-04]. */
  masterText?: ReactNode;
  /** A sub-account's advice [PAGES-05]. */
  subText?: ReactNode;
}

export function NoPermission({ status = 'SOS', description, masterText, subText }: NoPermissionProps) {
  const isMaster = useAppSelector(selectIsMaster);
  const advice = isMaster
    ? (masterText ?? <FormattedMessage id="noAuth.master" />)
    : (subText ?? <FormattedMessage id="noAuth.sub" />);

  return (
    <div className="no-permission-page page-stack" data-testid="no-permission">
      <PageHeader title="noAuth.title" trail={NO_PERMISSION_TRAIL} />
      <Card variant="borderless" style={{ borderRadius: 12 }}>
        <Result
          style={{ padding: '32px 8px' }}
          icon={<LockOutlined style={{ color: '#f5222d' }} />}
          title={
            <span data-testid="no-permission-status" style={{ fontSize: 48, fontWeight: 700, letterSpacing: 4, color: '#434343' }}>
              {status}
            </span>
          }
          // A way out: the dashboard is open to everyone.
          extra={<BackToDashboardButton />}
          subTitle={
            <>
              <Typography.Paragraph style={{ fontSize: 16, marginBottom: 8 }}>
                {description ?? <FormattedMessage id="noAuth.description" />}
              </Typography.Paragraph>
              <Typography.Text type="secondary">{advice}</Typography.Text>
            </>
          }
        />
      </Card>
    </div>
  );
}
