/**
 * /shops/yz: the payment merchant settings ([MERCH-01]..[MERCH-46]). Loads the application with
 * YzPay-editMerchants and the choices with YzPay-getOtherData; any member of the shop sees them
 * (numbers masked), SF_YZ_MERCHANTS_SET submits and changes them (DESIGN.md).
 */
import { Alert } from 'antd';
import { api } from '../../../../api/client';
import { useRequest } from '../../../../api/useRequest';
import { useT } from '../../../../app/useT';
import { YzPayEditMerchants, YzPayGetOtherData } from '../../../../common/merchant';
import { PageHeader } from '../../../../components/PageHeader';
import { PageLoading } from '../../../../components/PageLoading';
import { useRight } from '../../../../components/RequireRight';
import { AuditBanner } from './AuditBanner';
import { MerchantForm } from './MerchantForm';
import './merchant.css';

export default function MerchantPage() {
  const t = useT();
  const mayEdit = useRight('SF_YZ_MERCHANTS_SET');
  const application = useRequest(() => api.call(YzPayEditMerchants));
  const options = useRequest(() => api.call(YzPayGetOtherData));

  const body = () => {
    const failed = Boolean(application.error) && !application.loading;
    if (failed || !application.data) return <PageLoading failed={failed} title={t('merchant.loadFailed')} retry={() => void application.reload()} />;
    const { merchants } = application.data;
    return (
      <>
        {merchants ? <AuditBanner status={merchants.audit_status} reason={merchants.audit_msg} /> : <p className="merchant-intro">{t('merchant.intro')}</p>}
        {!mayEdit && <Alert type="info" showIcon title={t('merchant.readOnly')} />}
        <MerchantForm
          // A fresh form after each load: the stored application is its starting point.
          key={JSON.stringify(merchants)}
          application={merchants}
          options={options.data}
          mayEdit={mayEdit}
          onSaved={() => application.reload()}
        />
      </>
    );
  };

  return (
    <div className="merchant-page page-stack">
      <PageHeader />
      {body()}
    </div>
  );
}
