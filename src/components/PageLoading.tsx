/**
 * What a page shows in place of its content until its data has come: a skeleton card while it
 * loads, or, when loading failed, the failure with a retry.
 */
import { Alert, Button, Card, Skeleton } from 'antd';
import { useT } from '../app/useT';

export interface PageLoadingProps {
  /** Loading failed: say `title` and offer `retry`. */
  failed: boolean;
  title: string;
  retry: () => void;
}

export function PageLoading({ failed, title, retry }: PageLoadingProps) {
  const t = useT();
  if (failed) return <Alert type="error" showIcon title={title} action={<Button onClick={retry}>{t('shell.retry')}</Button>} />;
  return (
    <Card>
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}
