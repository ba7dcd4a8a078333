/**
 * A page whose content is not available yet (SPEC.md does not show it, or it is still being built):
 * it names the page (breadcrumb area > group > page, the page's menu label as its title) and says so.
 * With `underDevelopment` it is the 'under development' placeholder of the /webcad pages [ROUTE-30].
 * The route gate has already checked the page's right.
 */
import { ClockCircleOutlined, ToolOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Card, Result, Tag, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../app/store';
import { AREA_ENTRY, AREAS, type Area } from '../common/constants';
import type { MessageId } from '../locales/zh-CN';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useT } from '../app/useT';

export interface PendingContentPageProps {
  /** The area the page belongs to, first crumb of the breadcrumb; absent for pages of every area. */
  area?: Area;
  /** The page's name (its menu label). */
  label: MessageId;
  /** Its menu group. */
  group?: MessageId;
  underDevelopment?: boolean;
}

export function PendingContentPage({ area, label, group, underDevelopment = false }: PendingContentPageProps) {
  useDocumentTitle(label);
  const t = useT();
  const entry = useAppSelector((state) => state.session.entry);
  const here = AREAS.find((a) => AREA_ENTRY[a] === entry) ?? 'index';
  const crumbs = [...(area ? [{ title: t(`area.${area}`) }] : []), ...(group ? [{ title: t(group) }] : []), { title: t(label) }];
  const back =
    here === 'index' ? (
      <Link to="/shops/dashboard">
        <Button type="primary">{t('pending.back')}</Button>
      </Link>
    ) : (
      <Button type="primary" href="index.html#/shops/dashboard">
        {t('pending.back')}
      </Button>
    );

  return (
    <div className="pending-page" data-testid="pending-page">
      <Breadcrumb items={crumbs} style={{ marginBottom: 16 }} />
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
            <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 8 }}>
              <span>{t(label)}</span>
              <Tag color={underDevelopment ? 'gold' : 'blue'} style={{ marginInlineEnd: 0 }}>
                {t(underDevelopment ? 'developing.tag' : 'pending.tag')}
              </Tag>
            </span>
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
          extra={back}
        />
      </Card>
    </div>
  );
}
