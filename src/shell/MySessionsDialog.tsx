/**
 * The personal menu's 'my sessions': where the user is logged in right now (browser, address,
 * times), and ending any of their other sessions — a lost phone, a shared computer.
 */
import { Modal } from 'antd';
import { api } from '../api/client';
import { useRequest } from '../api/useRequest';
import { useT } from '../app/useT';
import { UserEndMySession, UserMySessions } from '../common/sessions';
import { SessionList } from '../components/sessions/SessionList';

export function MySessionsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const sessions = useRequest(() => api.call(UserMySessions));
  return (
    <Modal open title={t('sessions.mine')} onCancel={onClose} footer={null} width={820} className="my-sessions-dialog">
      <SessionList sessions={sessions.data?.sessions ?? []} loading={sessions.loading} end={(sid) => api.call(UserEndMySession, { sid })} reload={() => void sessions.reload()} showPerson={false} />
    </Modal>
  );
}
