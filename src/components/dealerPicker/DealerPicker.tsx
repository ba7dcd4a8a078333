/**
 * The dealer search dialog (SPEC.md "Dealer search dialog", PICKER-06..12) and the form field that
 * opens it. The dialog filters by customer tag ('-1' = every tag) and by part of the dealer's name,
 * lists dealers only (crm_type 3), ten a page, and a click (or Enter on a focused row) chooses one.
 * Each row is a button, so the list is keyboard usable and reads as a list of choices on a phone.
 * The list scrolls inside the dialog, whose filters and pager stay in view on a short window.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Modal, Pagination, Select, Spin, Tag } from 'antd';
import { useId, useState } from 'react';
import { api } from '../../api/client';
import { useRequest } from '../../api/useRequest';
import { useT } from '../../app/useT';
import { DEALER_PICKER_PAGE_SIZE } from '../../common/constants';
import { ALL_TAGS, AjaxGetTags, CRM_LIMITS, CrmType, GetErpCrmByTags, type CrmRecord } from '../../common/crm';
import { maskPhone } from '../../common/validation';
import './dealerPicker.css';

/** What a chosen dealer carries [PICKER-12]. */
export type DealerEntry = Pick<CrmRecord, 'crm_id' | 'z_name' | 'z_phone' | 'tag_id' | 'tag_name' | 'cust_level' | 'crm_type'> & Partial<Pick<CrmRecord, 'level_name'>>;

const dealerPage = (page: number, tagId: number, name: string) =>
  api.call(GetErpCrmByTags, {
    // In-use dealers only: a stopped customer takes no new orders.
    param: { curr_page: page, page_count: DEALER_PICKER_PAGE_SIZE, tag_id: tagId, crm_type: CrmType.dealer, z_name: name || undefined, state: 1 },
  });

function DealerRows({ rows, onChoose }: { rows: readonly CrmRecord[]; onChoose: (dealer: DealerEntry) => void }) {
  const t = useT();
  return (
    <ul className="dealer-picker-list" aria-label={t('crm.picker.listLabel')}>
      {rows.map((dealer) => (
        <li key={dealer.crm_id}>
          <button type="button" className="dealer-picker-row" onClick={() => onChoose(dealer)} aria-label={t('crm.picker.choose', { name: dealer.z_name })}>
            <span className="dealer-picker-name">{dealer.z_name}</span>
            <span className="dealer-picker-phone">{maskPhone(dealer.z_phone)}</span>
            <span className="dealer-picker-tags">
              <Tag>{dealer.tag_name || t('crm.picker.noTag')}</Tag>
              {dealer.level_name ? <span className="dealer-picker-level">{t('crm.picker.level', { level: dealer.level_name })}</span> : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The dialog's filters and paged list; mounted while the dialog is open, so each opening starts afresh. */
function DealerSearch({ onChoose }: { onChoose: (dealer: DealerEntry) => void }) {
  const t = useT();
  const id = useId();
  const [tagId, setTagId] = useState<number>(ALL_TAGS);
  const [draftName, setDraftName] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const tags = useRequest(() => api.call(AjaxGetTags, { param: { curr_page: 1, page_count: 100, crm_type: CrmType.dealer } }));
  const list = useRequest(dealerPage, { params: [page, tagId, name] });
  const rows = list.data?.data ?? [];
  const search = () => {
    setName(draftName.trim());
    setPage(1);
  };
  return (
    <div className="dealer-picker">
      <div className="dealer-picker-filters">
        <label className="dealer-picker-label" htmlFor={`${id}-tag`}>
          {t('crm.picker.tag')}
        </label>
        <Select
          id={`${id}-tag`}
          className="dealer-picker-tag"
          value={tagId}
          loading={tags.loading}
          onChange={(value: number) => {
            setTagId(value);
            setPage(1);
          }}
          options={[{ value: ALL_TAGS, label: t('crm.picker.allTags') }, ...(tags.data?.data ?? []).map((tag) => ({ value: tag.tag_id, label: tag.tag_name }))]}
        />
        <label className="dealer-picker-label" htmlFor={`${id}-name`}>
          {t('crm.picker.name')}
        </label>
        <Input.Search
          id={`${id}-name`}
          className="dealer-picker-name-filter"
          allowClear
          maxLength={CRM_LIMITS.keyword}
          value={draftName}
          onChange={(e) => setDraftName(e.target.value)}
          onSearch={search}
          placeholder={t('crm.picker.namePlaceholder')}
          enterButton={<SearchOutlined aria-label={t('crm.picker.search')} />}
        />
      </div>
      <Spin spinning={list.loading}>
        {/* A new page or filter starts at the list's top (the list scrolls on its own). */}
        {rows.length === 0 && !list.loading ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crm.picker.empty')} /> : <DealerRows key={`${page}-${tagId}-${name}`} rows={rows} onChoose={onChoose} />}
      </Spin>
      <Pagination size="small" align="center" current={page} pageSize={DEALER_PICKER_PAGE_SIZE} total={list.data?.count ?? 0} hideOnSinglePage showSizeChanger={false} onChange={setPage} />
    </div>
  );
}

/** The dialog: `onChoose` gets the dealer clicked, and the dialog closes. */
export function DealerSearchDialog({ open, onClose, onChoose }: { open: boolean; onClose: () => void; onChoose: (dealer: DealerEntry) => void }) {
  const t = useT();
  return (
    // Centred: no fixed gap above it, so on a short window the whole dialog, pager included, stays in view.
    <Modal open={open} title={t('crm.picker.title')} onCancel={onClose} footer={null} destroyOnHidden centered width={560} className="dealer-picker-modal">
      {open && (
        <DealerSearch
          onChoose={(dealer) => {
            onChoose(dealer);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
