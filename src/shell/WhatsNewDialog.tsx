/**
 * [SHELL-07, SHELL-08] The what's-new dialog: the software updates of update.json, newest first,
 * their notes in English in en-US when the file has them.
 */
import { Alert, Modal, Spin, Tag, Timeline } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { updateLogs } from '../api/shell';
import type { UpdateLog } from '../common/shell';
import { useRequest } from '../api/useRequest';
import { VERSION_LABEL } from '../common/constants';
import { useIsPhone } from '../components/useViewport';

export function WhatsNewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const phone = useIsPhone();
  const { data, loading, error, run } = useRequest(updateLogs, { manual: true });

  useEffect(() => {
    if (open && !data) run().catch(() => undefined);
  }, [open, data, run]);

  const logs: UpdateLog[] = Array.isArray(data) ? data : [];

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={phone ? 'calc(100vw - 24px)' : 600}
      centered
      className="whats-new"
      title={intl.formatMessage({ id: 'shell.whatsNew.title' })}
    >
      {loading && (
        <div style={{ padding: 32, textAlign: 'center' }}>
          <Spin />
        </div>
      )}
      {error && !loading && <Alert type="error" showIcon title={intl.formatMessage({ id: 'shell.whatsNew.failed' })} />}
      {!loading && !error && (
        <div className="whats-new-body">
          <Timeline
            items={logs.map((log) => ({
              key: log.version,
              color: log.version === VERSION_LABEL ? 'blue' : 'gray',
              content: (
                <section className="whats-new-version">
                  <header>
                    <strong>{log.version}</strong>
                    <span className="whats-new-date">{log.date}</span>
                    {log.version === VERSION_LABEL && (
                      <Tag color="blue" variant="filled">
                        <FormattedMessage id="shell.whatsNew.current" />
                      </Tag>
                    )}
                  </header>
                  <ul>
                    {(intl.locale === 'en-US' && log.notes_en?.length ? log.notes_en : log.notes).map((note) => (
                      <li key={note}>{note}</li>
                    ))}
                  </ul>
                </section>
              ),
            }))}
          />
        </div>
      )}
    </Modal>
  );
}
