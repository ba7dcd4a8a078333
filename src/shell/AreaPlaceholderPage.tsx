/** An area whose pages have not been built yet. */
import { AppstoreOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { Area } from '../common/constants';

export function AreaPlaceholderPage({ area }: { area: Area }) {
  return (
    <Result
      icon={<AppstoreOutlined style={{ color: '#2457c5' }} />}
      title={<FormattedMessage id={`area.${area}`} />}
      subTitle={<FormattedMessage id="shell.placeholder.text" />}
    />
  );
}
