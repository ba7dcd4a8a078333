/**
 * /reports/lists (SF_REPORT_MY_MARKET), SPEC.md "My published reports" (REQUIREMENTS RPT-MY): the
 * shop's own publications from Report-marketMyList, 30 a page, newest first; filters by name and
 * type and a sort menu, all in the URL; a grid of cards that open the gallery of full images, each
 * with edit ('report modification'), a confirmed delete and its example of use.
 */
import { DeleteOutlined, EditOutlined, QuestionCircleOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client';
import { confirmDialog, messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { chipOrder, REPORT_NAME_MAX, ReportMarketDelete, type ReportTemplate } from '../../../common/reports';
import { choiceField, textField } from '../../../components/list/fields';
import { ListGrid } from '../../../components/list/ListGrid';
import { usePagedQuery } from '../../../components/list/usePagedQuery';
import { PageHeader } from '../../../components/PageHeader';
import { SearchBar } from '../../../components/SearchBar';
import { ExampleDialog } from './ExampleDialog';
import { NoReports } from './NoReports';
import { ReportCard } from './ReportCard';
import { ReportEditModal } from './ReportEditModal';
import { ReportGallery } from './ReportGallery';
import { ReportSortMenu } from './ReportListBar';
import { MY_REPORTS } from './reportLists';
import { useReportTypes } from './useReportTypes';
import './reports.css';

/** [RPT-MY-01] The spec's breadcrumb: integrated management > report management > report market. */
export const MY_REPORTS_TRAIL = ['section.integrated', 'menuGroup.reports', 'route.reports.market'] as const;

export default function MyReportsPage() {
  const t = useT();
  const list = usePagedQuery(MY_REPORTS);
  const types = useReportTypes();
  const [gallery, setGallery] = useState<ReportTemplate | null>(null);
  const [editing, setEditing] = useState<ReportTemplate | null>(null);
  const [example, setExample] = useState<ReportTemplate | null>(null);
  const typeChoices = chipOrder(types.list).map((x) => ({ value: x.type_id, label: types.name(x.type_id) }));

  const remove = async (report: ReportTemplate) => {
    if (!(await confirmDialog({ title: t('reports.delete.confirm', { name: report.report_name }), okText: t('reports.delete.ok'), okButtonProps: { danger: true }, cancelText: t('reports.cancel') }))) return;
    try {
      const reply = await api.call(ReportMarketDelete, { reportID: report.report_id });
      messageApi().success(reply.err_msg || t('reports.deleted'));
      list.reload();
    } catch {
      /* the request layer has shown why */
    }
  };

  return (
    <div className="rpt-page page-stack">
      <PageHeader trail={MY_REPORTS_TRAIL} />
      <Card size="small">
        <SearchBar
          onSubmit={list.search}
          fields={[
            textField(list, 'rpt-my', 'name', t('reports.filter.name'), { maxLength: REPORT_NAME_MAX, placeholder: t('reports.filter.namePlaceholder') }),
            choiceField(list, 'rpt-my', 'type', t('reports.filter.type'), t('reports.filter.all'), typeChoices, { minWidth: 160, searchable: true }),
          ]}
          actions={
            <>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('reports.filter.search')}
              </Button>
              <Button icon={<ReloadOutlined />} onClick={list.reset}>
                {t('reports.filter.reset')}
              </Button>
              <ReportSortMenu order={list.query.order} onChange={list.setOrder} />
            </>
          }
        />
      </Card>
      <Card size="small">
        <ListGrid<ReportTemplate>
          {...list.view}
          testId="my-reports"
          empty={list.message ? <NoReports /> : null}
          renderItem={(report) => (
            <ReportCard
              report={report}
              typeName={types.name(report.report_type)}
              onOpen={() => setGallery(report)}
              actions={
                <>
                  <Button size="small" type="link" icon={<EditOutlined />} onClick={() => setEditing(report)}>
                    {t('reports.card.edit')}
                  </Button>
                  <Button size="small" type="link" danger icon={<DeleteOutlined />} onClick={() => void remove(report)}>
                    {t('reports.card.delete')}
                  </Button>
                  <Button size="small" type="link" icon={<QuestionCircleOutlined />} onClick={() => setExample(report)}>
                    {t('reports.card.example')}
                  </Button>
                </>
              }
            />
          )}
        />
      </Card>
      <ReportGallery report={gallery} onClose={() => setGallery(null)} />
      <ReportEditModal
        report={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
      <ExampleDialog report={example} types={types} onClose={() => setExample(null)} />
    </div>
  );
}
