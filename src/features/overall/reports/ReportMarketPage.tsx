/**
 * /reports/market (SF_REPORT_MARKET), SPEC.md "Report market" (REQUIREMENTS RPT-MKT): every shop's
 * published templates from Report-marketList, 30 a page, hottest first; a name search, category
 * chips (all, then types 1, 3, 4, 5, 6, 31, 17, 18, then the rest) and a sort menu, all in the URL;
 * a grid of cards naming the shop, each opening the detail drawer, whose download shows the
 * example dialog with 'go to page to use'.
 */
import { Card } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app/useT';
import { chipOrder, REPORT_NAME_MAX, type ReportTemplate } from '../../../common/reports';
import { chipField, textField } from '../../../components/list/fields';
import { ListGrid } from '../../../components/list/ListGrid';
import { usePagedQuery } from '../../../components/list/usePagedQuery';
import { PageHeader } from '../../../components/PageHeader';
import { ExampleDialog } from './ExampleDialog';
import { NoReports } from './NoReports';
import { ReportCard } from './ReportCard';
import { ReportDetailDrawer } from './ReportDetailDrawer';
import { ReportSortMenu } from './ReportListBar';
import { MARKET_REPORTS } from './reportLists';
import { useReportTypes } from './useReportTypes';
import './reports.css';

export default function ReportMarketPage() {
  const t = useT();
  const list = usePagedQuery(MARKET_REPORTS);
  const types = useReportTypes();
  const [open, setOpen] = useState<number | null>(null);
  const [example, setExample] = useState<ReportTemplate | null>(null);

  return (
    <div className="rpt-page page-stack">
      <PageHeader />
      <Card size="small" className="rpt-market-bar">
        <div className="rpt-market-search">
          {textField(list, 'rpt-market', 'name', t('reports.market.search'), { maxLength: REPORT_NAME_MAX, placeholder: t('reports.market.search'), search: { button: t('reports.filter.search'), onSearch: list.search } }).node}
          <ReportSortMenu order={list.query.order} onChange={list.setOrder} />
        </div>
        {chipField(list, 'type', t('reports.market.types'), t('reports.filter.all'), chipOrder(types.list).map((x) => ({ value: x.type_id, label: types.name(x.type_id) }))).node}
      </Card>
      <Card size="small">
        <ListGrid<ReportTemplate>
          {...list.view}
          testId="market-reports"
          empty={list.message ? <NoReports /> : null}
          renderItem={(report) => <ReportCard report={report} typeName={types.name(report.report_type)} showShop onOpen={() => setOpen(report.report_id)} />}
        />
      </Card>
      <ReportDetailDrawer reportId={open} types={types} onClose={() => setOpen(null)} onDownloaded={list.reload} onExample={setExample} />
      <ExampleDialog report={example} types={types} onClose={() => setExample(null)} />
    </div>
  );
}
