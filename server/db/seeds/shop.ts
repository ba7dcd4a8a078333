/**
 * The demo shop's enterprise settings: its company, region and description, the roles and services
 * it applied for in each review state (approved, pending, refused with the reason), and its
 * classes. No logo: the owner uploads one, and the page says it is required until then.
 */
import type { FeatureSeed } from '../seed';

const PROFILE = {
  company_name: '佛山演示家具制造有限公司',
  shop_desc: '专注板式全屋定制十二年，自有开料、封边、排钻生产线，提供设计、生产、安装一站式服务。',
  shop_address: '北滘镇工业大道 88 号',
};
/** The platform's reason for refusing a service. */
const REFUSAL = '营业执照经营范围不含加工外协';

/** What the shop and its platform typed here, shown as typed in any language (the English page's check). */
export const DEMO_SHOP_TEXTS: readonly string[] = [...Object.values(PROFILE), REFUSAL];

export const seedShopSettings: FeatureSeed = async (db, demo) => {
  const shopId = demo.shops['演示家具厂'];
  await db
    .updateTable('shops')
    .set({
      ...PROFILE,
      tax_no: '91440606MA4W2K8X3B',
      service_province: '440000',
      service_city: '440600',
      service_region: '440606',
      industry_class: JSON.stringify([101, 103]),
      supply_class: JSON.stringify([201, 211]),
    })
    .where('shop_id', '=', shopId)
    .execute();
  const at = demo.now;
  await db
    .insertInto('shop_roles')
    .values([
      { shop_id: shopId, role_id: 104, check_state: 1, comments: '', updated_at: at },
      { shop_id: shopId, role_id: 101, check_state: 0, comments: '', updated_at: at },
    ])
    .execute();
  await db
    .insertInto('shop_services')
    .values([
      { shop_id: shopId, service_type_id: 1, check_state: 1, comments: '', updated_at: at },
      { shop_id: shopId, service_type_id: 2, check_state: 0, comments: '', updated_at: at },
      { shop_id: shopId, service_type_id: 6, check_state: -1, comments: REFUSAL, updated_at: at },
    ])
    .execute();
};
