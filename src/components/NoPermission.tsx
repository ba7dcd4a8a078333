/** What a route shows to a user without its right (the full page with breadcrumbs comes with the shell). */
import { Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { selectIsMaster } from '../app/session/sessionSlice';
import { useAppSelector } from '../app/store';

export function NoPermission() {
  const isMaster = useAppSelector(selectIsMaster);
  return (
    <Result
      status="403"
      title="SOS"
      subTitle={
        <>
          <div>
            <FormattedMessage id="noAuth.description" />
          </div>
          <div>
            <FormattedMessage id={isMaster ? 'noAuth.master' : 'noAuth.sub'} />
          </div>
        </>
      }
    />
  );
}
