/** An area whose pages have not been built yet: the area's name as the page heading, and a word on it. */
import { AppstoreOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { Area } from '../common/constants';
import { PageHeader } from '../components/PageHeader';

export function AreaPlaceholderPage({ area }: { area: Area }) {
  return (
    <div className="page-stack">
      <PageHeader title={`area.${area}`} />
      <Result icon={<AppstoreOutlined style={{ color: '#2457c5' }} />} subTitle={<FormattedMessage id="shell.placeholder.text" />} />
    </div>
  );
}
