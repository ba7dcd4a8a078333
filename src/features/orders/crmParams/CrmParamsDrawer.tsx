/**
 * The customer settings (客户设置, SF_ERP_CRM_PARAMS), opened from /crm: the shop's customer tags,
 * levels and sources in three tabs, each an editable list (ParamList) over crm-getCrmParams /
 * crm-addCrmParams / crm-editCrmParams [API-CRM-05..07]. Tags belong to a customer type, so the
 * tags tab first chooses the type whose tags it shows and adds.
 */
import { Drawer, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { useT } from '../../../app/useT';
import { CRM_PARAM_KINDS, CrmType, GetCrmParams, type CrmParam, type CrmParamKind, type CrmTypeValue } from '../../../common/crm';
import { useIsPhone } from '../../../components/useViewport';
import { CrmTypeChoice } from '../customers/CrmTypeChoice';
import { ParamList } from './ParamList';
import './crmParams.css';

export interface CrmParamsDrawerProps {
  /** `changed`: something was added, renamed or deleted, so the page's names and choices are old. */
  onClose: (changed: boolean) => void;
}

const LISTS = { tag: 'tags', level: 'levels', source: 'sources' } as const satisfies Record<CrmParamKind, string>;

export function CrmParamsDrawer({ onClose }: CrmParamsDrawerProps) {
  const t = useT();
  const isPhone = useIsPhone();
  const params = useRequest(() => api.call(GetCrmParams, {}));
  const [tagType, setTagType] = useState<CrmTypeValue>(CrmType.dealer);
  const changed = useRef(false);
  const reload = () => {
    changed.current = true;
    void params.reload();
  };
  const itemsOf = (kind: CrmParamKind): CrmParam[] => {
    const all = params.data?.[LISTS[kind]] ?? [];
    return kind === 'tag' ? all.filter((tag) => tag.crm_type === tagType) : all;
  };

  const tab = (kind: CrmParamKind) => ({
    key: kind,
    label: t(`crmParams.tab.${kind}`),
    children: (
      <>
        {kind === 'tag' && (
          <div className="crm-params-type">
            <CrmTypeChoice aria-label={t('crmParams.tagType')} value={tagType} onChange={(e) => setTagType(e.target.value as CrmTypeValue)} />
          </div>
        )}
        <ParamList kind={kind} items={itemsOf(kind)} loading={params.loading} crmType={kind === 'tag' ? tagType : undefined} onChanged={reload} />
      </>
    ),
  });

  return (
    <Drawer open title={t('crmParams.title')} size={isPhone ? '100%' : 520} onClose={() => onClose(changed.current)} destroyOnHidden className="crm-params-drawer">
      <Tabs items={CRM_PARAM_KINDS.map(tab)} />
    </Drawer>
  );
}
