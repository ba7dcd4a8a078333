/**
 * The order list's "new order" button: opens the order form (/orders/edit), shown only to those who
 * may create orders (SF_STORE_ORD_NEW). Apart from the form, so the list does not load the form's code.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../app/useT';
import { useRight } from '../../../components/RequireRight';

export function NewOrderButton() {
  const t = useT();
  const navigate = useNavigate();
  const mayCreate = useRight('SF_STORE_ORD_NEW');
  if (!mayCreate) return null;
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/orders/edit')}>
      {t('orderEdit.newOrder')}
    </Button>
  );
}
