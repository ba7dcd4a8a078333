/**
 * The personal menu's 'my sessions': where the user is logged in right now (browser, address,
 * times), and ending any of their other sessions — a lost phone, a shared computer.
 */
import { Modal } from 'antd';
import { endMySession, listMySessions } from '../api/sessions';
import { useRequest } from '../api/useRequest';
import { useT } from '../app/useT';
import { SessionList } from '../components/sessions/SessionList';

export function MySessionsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const sessions = useRequest(listMySessions);
  return (
    <Modal open title={t('sessions.mine')} onCancel={onClose} footer={null} width={820} className="my-sessions-dialog">
      <SessionList sessions={sessions.data?.sessions ?? []} loading={sessions.loading} end={endMySession} reload={() => void sessions.reload()} showPerson={false} />
    </Modal>
  );
}
