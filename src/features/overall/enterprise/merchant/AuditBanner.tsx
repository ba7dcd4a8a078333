/** The application's review state ([MERCH-06], [MERCH-07], [MERCH-09]): pending, approved, or rejected with the reason. */
import { Alert } from 'antd';
import { useT } from '../../../../app/useT';
import { AUDIT_APPROVED, AUDIT_PENDING, type AuditStatus } from '../../../../common/merchant';

const ALERT_TYPE = { [AUDIT_PENDING]: 'info', [AUDIT_APPROVED]: 'success', 3: 'error' } as const satisfies Record<AuditStatus, string>;

export function AuditBanner({ status, reason }: { status: AuditStatus; reason: string }) {
  const t = useT();
  const description = status === 3 ? t('merchant.status.3.desc', { reason: reason || '-' }) : t(`merchant.status.${status}.desc`);
  return <Alert className="merchant-banner" type={ALERT_TYPE[status]} showIcon title={t(`merchant.status.${status}`)} description={description} />;
}
