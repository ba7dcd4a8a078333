/**
 * The system notice popup [SHELL-16]: one notice at a time with previous/next, opened by the
 * notices saga (a new set of notices) or by the header's bell. It opens at the first unread notice,
 * and each notice it shows becomes read (noticeShown), page by page: closing at 1 / 5 leaves the
 * other four unread.
 */
import { NotificationOutlined } from '@ant-design/icons';
import { Button, Empty, Modal, Spin, Tag } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { firstUnreadIndex, noticeShown, noticesPopupClosed, selectNoticePopupOpen, selectNotices } from '../../app/notices/noticesSlice';
import { useAppDispatch, useAppSelector } from '../../app/store';
// The renderers (markdown, carousel) load with the first notice, not with every page.
const NoticeContent = lazy(() => import(/* webpackChunkName: "notice-content" */ './NoticeContent'));
import { useIsPhone } from '../../components/useViewport';

export function NoticePopup() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectNoticePopupOpen);
  const notices = useAppSelector(selectNotices);
  const phone = useIsPhone();
  const [index, setIndex] = useState(0);
  // Each opening starts at the first notice not read yet (decided once, as it opens).
  const [openedAt, setOpenedAt] = useState(false);
  if (open !== openedAt) {
    setOpenedAt(open);
    if (open) setIndex(firstUnreadIndex(notices));
  }

  const close = () => dispatch(noticesPopupClosed());
  const count = notices.length;
  const current = notices[Math.min(index, count - 1)];
  const last = index >= count - 1;

  const shownId = open && current && current.is_read !== 1 ? current.notice_id : null;
  useEffect(() => {
    if (shownId !== null) dispatch(noticeShown(shownId));
  }, [shownId, dispatch]);

  return (
    <Modal
      open={open}
      onCancel={close}
      width={phone ? 'calc(100vw - 24px)' : 640}
      centered
      destroyOnHidden
      className="notice-popup"
      title={
        <span className="notice-popup-title">
          <NotificationOutlined />
          <FormattedMessage id="notice.title" />
          {count > 1 && (
            <Tag className="notice-popup-count" variant="filled">
              {index + 1} / {count}
            </Tag>
          )}
        </span>
      }
      footer={
        count > 0 ? (
          <div className="notice-popup-footer">
            <Button disabled={index === 0} onClick={() => setIndex((i) => Math.max(0, i - 1))}>
              <FormattedMessage id="notice.previous" />
            </Button>
            {last ? (
              <Button type="primary" onClick={close}>
                <FormattedMessage id="notice.gotIt" />
              </Button>
            ) : (
              <Button type="primary" onClick={() => setIndex((i) => Math.min(count - 1, i + 1))}>
                <FormattedMessage id="notice.next" />
              </Button>
            )}
          </div>
        ) : null
      }
    >
      {current ? (
        <article className="notice-item" aria-label={intl.formatMessage({ id: `notice.type.${current.notice_type}` as 'notice.type.1' })}>
          <div className="notice-item-meta">
            <Tag color="blue" variant="filled">
              <FormattedMessage id={`notice.type.${current.notice_type}` as 'notice.type.1'} />
            </Tag>
            {current.create_date && <span className="notice-item-date">{current.create_date}</span>}
          </div>
          <Suspense fallback={<Spin className="notice-loading" />}>
            <NoticeContent key={current.notice_id} notice={current} />
          </Suspense>
        </article>
      ) : (
        <Empty description={<FormattedMessage id="notice.empty" />} />
      )}
    </Modal>
  );
}
