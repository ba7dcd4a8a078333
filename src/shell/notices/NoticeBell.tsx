/**
 * The header's bell: hovering for 300 ms previews the notices [SHELL-28], a click opens the popup
 * (fetching them first if they have not been loaded).
 */
import { NotificationOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Notice } from '../../common/shell';
import { HOVER_DELAY_MS } from '../../common/constants';
import { noticesRequested, selectNotices, selectNoticesLoaded } from '../../app/notices/noticesSlice';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { noticePaths, noticeText } from './noticeText';

/** Markdown as plain words: images dropped, links as their text, markup characters removed. */
export function plainWords(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/^\s*(#{1,6}|[-*+]|\d+\.|>)\s+/gm, '')
    .replace(/[*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A line about a notice for the preview: its first words, or what it holds. */
function NoticeSummary({ notice }: { notice: Notice }) {
  const intl = useIntl();
  if (notice.notice_type === 1 || notice.notice_type === 3) {
    const text = plainWords(noticeText(notice));
    return <>{text.length > 40 ? `${text.slice(0, 40)}…` : text}</>;
  }
  return <>{intl.formatMessage({ id: `notice.summary.${notice.notice_type}` as 'notice.summary.2' }, { count: noticePaths(notice).length })}</>;
}

export function NoticeBell({ showLabel = false }: { showLabel?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const notices = useAppSelector(selectNotices);
  const loaded = useAppSelector(selectNoticesLoaded);
  const label = intl.formatMessage({ id: 'notice.title' });

  const preview = (
    <div className="notice-preview" data-testid="notice-preview">
      {loaded && notices.length > 0 ? (
        <ul>
          {notices.slice(0, 5).map((n) => (
            <li key={n.notice_id}>
              <span className="notice-preview-type">
                <FormattedMessage id={`notice.type.${n.notice_type}` as 'notice.type.1'} />
              </span>
              <span className="notice-preview-text">
                <NoticeSummary notice={n} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <FormattedMessage id={loaded ? 'notice.empty' : 'notice.clickToView'} />
      )}
    </div>
  );

  return (
    <Popover content={preview} title={label} trigger="hover" mouseEnterDelay={HOVER_DELAY_MS / 1000} placement="bottomRight">
      <Button type="text" className="area-action" icon={<NotificationOutlined />} aria-label={label} onClick={() => dispatch(noticesRequested())}>
        {showLabel ? label : null}
      </Button>
    </Popover>
  );
}
