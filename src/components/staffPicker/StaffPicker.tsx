/**
 * The shared staff picker (SPEC.md "Staff picker"; PICKER-01..05): a field that opens a 340 px
 * popup listing the shop's in-use staff (the master included), ten a page, searchable by account,
 * nickname or phone. It chooses one person or several; with `selectCount`, choosing more than that
 * many says '最多选N个人员' and keeps the choice as it was. The log pages filter by it.
 */
import { CloseCircleFilled, DownOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, Input, Pagination, Popover, Spin, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../api/client';
import { useRequest } from '../../api/useRequest';
import { messageApi } from '../../app/feedback';
import { useT } from '../../app/useT';
import { GetStaffPicker, type StaffPickerEntry } from '../../common/staff';
import { maskPhone } from '../../common/validation';
import './staffPicker.css';

/** The popup's width [PICKER-01]. */
export const STAFF_PICKER_WIDTH = 340;

export interface StaffPickerProps {
  value?: readonly StaffPickerEntry[];
  onChange?: (chosen: StaffPickerEntry[]) => void;
  /** At most this many may be chosen [PICKER-05]; 1 makes it a single choice that closes the popup. */
  selectCount?: number;
  /** The field's accessible name (and placeholder). */
  label: string;
  disabled?: boolean;
}

const nameOf = (entry: StaffPickerEntry) => entry.nick_name || entry.login_name;

function PickerList({ value, onToggle }: { value: readonly StaffPickerEntry[]; onToggle: (entry: StaffPickerEntry) => void }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const list = useRequest((curr_page: number, search?: string) => api.call(GetStaffPicker, { param: { curr_page, keyword: search } }), { params: [page, keyword || undefined] });
  const entries = list.data?.staff ?? [];
  const chosen = new Set(value.map((e) => e.user_id));
  return (
    <div className="staff-picker-pop" style={{ width: STAFF_PICKER_WIDTH }}>
      <Input.Search
        allowClear
        size="small"
        aria-label={t('staff.picker.search')}
        placeholder={t('staff.picker.search')}
        onSearch={(text) => {
          setKeyword(text.trim());
          setPage(1);
        }}
      />
      <Spin spinning={list.loading}>
        {entries.length === 0 && !list.loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('staff.picker.empty')} />
        ) : (
          <ul className="staff-picker-list" aria-label={t('staff.picker.listLabel')}>
            {entries.map((entry) => (
              <li key={entry.user_id}>
                <Checkbox checked={chosen.has(entry.user_id)} onChange={() => onToggle(entry)}>
                  <span className="staff-picker-name">{entry.login_name}</span>
                  {entry.nick_name && <span className="staff-picker-nick">{entry.nick_name}</span>}
                  <span className="staff-picker-phone">{maskPhone(entry.user_phone)}</span>
                </Checkbox>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <Pagination
        size="small"
        simple
        align="center"
        current={page}
        pageSize={GetStaffPicker.pageSize}
        total={list.data?.staffCnt ?? 0}
        hideOnSinglePage
        onChange={setPage}
      />
    </div>
  );
}

export function StaffPicker({ value = [], onChange, selectCount, label, disabled }: StaffPickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const single = selectCount === 1;

  function toggle(entry: StaffPickerEntry) {
    if (value.some((e) => e.user_id === entry.user_id)) {
      onChange?.(value.filter((e) => e.user_id !== entry.user_id));
      return;
    }
    if (single) {
      onChange?.([entry]);
      setOpen(false);
      return;
    }
    if (selectCount !== undefined && value.length >= selectCount) {
      messageApi().warning(t('staff.picker.tooMany', { count: selectCount }));
      return;
    }
    onChange?.([...value, entry]);
  }

  return (
    <Popover open={open && !disabled} onOpenChange={setOpen} trigger="click" placement="bottomLeft" arrow={false} destroyOnHidden content={<PickerList value={value} onToggle={toggle} />}>
      <div className={`staff-picker-field${disabled ? ' is-disabled' : ''}`}>
        <button type="button" className="staff-picker-trigger" aria-label={label} aria-haspopup="dialog" aria-expanded={open} disabled={disabled}>
          {value.length === 0 ? (
            <span className="staff-picker-placeholder">{label}</span>
          ) : (
            <span className="staff-picker-chosen">
              {value.map((e) => (
                <Tag key={e.user_id}>{nameOf(e)}</Tag>
              ))}
            </span>
          )}
          <DownOutlined className="staff-picker-arrow" />
        </button>
        {value.length > 0 && !disabled && (
          <Button type="text" size="small" className="staff-picker-clear" icon={<CloseCircleFilled />} aria-label={t('staff.picker.clear')} onClick={() => onChange?.([])} />
        )}
      </div>
    </Popover>
  );
}
