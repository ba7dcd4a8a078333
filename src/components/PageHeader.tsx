/**
 * The header of every page: the breadcrumb (section > menu group > page) and the page's one `h1`,
 * both taken from the route the layout matched (currentRoute.ts), and the document title. A page whose title SPEC.md spells out
 * ('商户管理 - 发票列表') passes it; the breadcrumb still comes from the route.
 */
import { Breadcrumb, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../app/store';
import { AREA_ENTRY, AREAS, type Area } from '../common/constants';
import type { MessageId } from '../locales/zh-CN';
import { useCurrentRoute } from './currentRoute';
import { useDocumentTitle } from './useDocumentTitle';
import './PageHeader.css';

export interface PageHeaderProps {
  /** The heading and document title, when the page has its own; default: the route's title. */
  title?: MessageId;
  /** The breadcrumb, for a page outside the route table (the no-permission page); default: the route's trail. */
  trail?: readonly MessageId[];
  /** Buttons beside the heading. */
  extra?: ReactNode;
}

/** The area of the HTML page the session was started from. */
function useCurrentArea(): Area {
  const entry = useAppSelector((state) => state.session.entry);
  return AREAS.find((a) => AREA_ENTRY[a] === entry) ?? 'index';
}

export function PageHeader({ title, trail, extra }: PageHeaderProps) {
  const intl = useIntl();
  const area = useCurrentArea();
  const route = useCurrentRoute();
  const heading: MessageId = title ?? route?.title ?? `area.${area}`;
  useDocumentTitle(heading);
  const crumbs = trail ?? route?.trail ?? [];

  return (
    <header className="page-header">
      {crumbs.length > 0 && <Breadcrumb items={crumbs.map((id) => ({ key: id, title: intl.formatMessage({ id }) }))} />}
      <div className="page-header-row">
        <Typography.Title level={1} className="page-header-title">
          {intl.formatMessage({ id: heading })}
        </Typography.Title>
        {extra && <div className="page-header-extra">{extra}</div>}
      </div>
    </header>
  );
}
