/**
 * /staff/myrights, SF_MY_RIGHTS [MYRIGHTS-01]: the user's own rights from ajaxMyAuth (ver=2)
 * [MYRIGHTS-04] in the four tabs of the role editor [MYRIGHTS-02], read-only [MYRIGHTS-03]; the
 * allowed WebCAD functions are checked [MYRIGHTS-05].
 */
import { Card, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../../api/client';
import { useRequest } from '../../../../api/useRequest';
import { useT } from '../../../../app/useT';
import { AjaxMyAuth } from '../../../../common/roles';
import { PageHeader } from '../../../../components/PageHeader';
import { RightsLegend, RightsTabs } from '../roles/RightsTabs';
import type { RightsTabKey, RightsView } from '../roles/rightsModel';
import '../roles/roles.css';

async function loadMyRights(): Promise<RightsView> {
  const reply = await api.call(AjaxMyAuth, { ver: 2 });
  return {
    trees: { '1': reply.platRights, '2': reply.erpRights, '3': reply.cadRights },
    cadFunctions: reply.cadFunctions,
    cadAllowed: new Set(reply.cadFunctions.filter((f) => f.ck === 1).map((f) => f.command)),
  };
}

export default function MyRightsPage() {
  const t = useT();
  const { data } = useRequest(loadMyRights);
  const [activeKey, setActiveKey] = useState<RightsTabKey>('1');

  return (
    <div className="roles-page">
      <PageHeader />
      <Card className="roles-panel">
        <div className="rights-panel-title">{t('route.staff.myrights')}</div>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {t('myRights.readOnly')}
        </Typography.Paragraph>
        <RightsLegend />
        <div style={{ marginTop: 8 }}>
          {data ? <RightsTabs view={data} editable={false} activeKey={activeKey} onTabChange={setActiveKey} /> : <Skeleton active paragraph={{ rows: 8 }} />}
        </div>
      </Card>
    </div>
  );
}
