/**
 * /shops/setting: the enterprise settings ([SHOP-01]..[SHOP-43]). Loads the settings with
 * shop-ajaxInfo and the class trees with shop-getIndustryClass / shop-getSupplyClass; anyone with
 * SF_BASE_CONFIG_QUERY sees them, SF_BASE_CONFIG_EDIT changes them.
 */
import { api } from '../../../../api/client';
import { useRequest } from '../../../../api/useRequest';
import { useT } from '../../../../app/useT';
import { ShopAjaxInfo, ShopGetIndustryClass, ShopGetSupplyClass } from '../../../../common/shop';
import { PageHeader } from '../../../../components/PageHeader';
import { PageLoading } from '../../../../components/PageLoading';
import { useRight } from '../../../../components/RequireRight';
import type { ClassParent } from './ClassPicker';
import { ShopSettingsForm } from './ShopSettingsForm';
import './shop.css';

const parents = (list: readonly { class_id: number; class_name: string; child?: ClassParent['under']; children?: ClassParent['under'] }[] | undefined): ClassParent[] =>
  (list ?? []).map((p) => ({ class_id: p.class_id, class_name: p.class_name, under: p.child ?? p.children ?? [] }));

export default function ShopSettingsPage() {
  const t = useT();
  const mayEdit = useRight('SF_BASE_CONFIG_EDIT');
  const info = useRequest(() => api.call(ShopAjaxInfo));
  const industry = useRequest(() => api.call(ShopGetIndustryClass));
  const supply = useRequest(() => api.call(ShopGetSupplyClass));

  const body = () => {
    const failed = Boolean(info.error) && !info.loading;
    if (failed || !info.data) return <PageLoading failed={failed} title={t('error.system.content')} retry={() => void info.reload()} />;
    return (
      <ShopSettingsForm
        // A fresh form after each load: the saved values are its starting values.
        key={JSON.stringify(info.data.data)}
        info={info.data}
        industry={parents(industry.data?.data)}
        supply={parents(supply.data?.data)}
        classesLoading={industry.loading || supply.loading}
        mayEdit={mayEdit}
        onSaved={() => info.reload()}
      />
    );
  };

  return (
    <div className="shop-page page-stack">
      <PageHeader title="shop.title" />
      {body()}
    </div>
  );
}
