/** [SHELL-14, SHELL-15] A demo account (shop_info.self_account = 1) says so, with the supervision line. */
import { Alert } from 'antd';
import { FormattedMessage } from 'react-intl';
import { selectShopInfo } from '../app/session/sessionSlice';
import { useAppSelector } from '../app/store';
import { SUPERVISION_PHONE } from './brand';

export function DemoBanner() {
  const shop = useAppSelector(selectShopInfo);
  if (shop.self_account !== 1) return null;
  return (
    <Alert
      className="area-demo-banner"
      type="warning"
      showIcon
      banner
      role="note"
      title={
        <>
          <FormattedMessage id="shell.demo.text" />{' '}
          <span className="area-demo-phone">
            <FormattedMessage id="shell.demo.phone" values={{ phone: <a href={`tel:${SUPERVISION_PHONE.replace(/-/g, '')}`}>{SUPERVISION_PHONE}</a> }} />
          </span>
        </>
      }
    />
  );
}
