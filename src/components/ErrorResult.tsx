/**
 * The error boundary's page as antd draws it: the Result with its art, and the stack in a Collapse.
 * Loaded when an error is first shown (ErrorBoundary.tsx): every page has the boundary, few ever
 * show it.
 */
import { Collapse, Result, type ResultProps } from 'antd';
import { FormattedMessage } from 'react-intl';

export interface ErrorPageProps {
  result: ResultProps;
  /** The exception's stack (absent for a chunk that failed to load: no bug to show). */
  stack?: string;
}

export default function ErrorResult({ result, stack }: ErrorPageProps) {
  return (
    <Result {...result}>
      {stack !== undefined && (
        <Collapse
          size="small"
          defaultActiveKey={['stack']}
          items={[
            {
              key: 'stack',
              label: <FormattedMessage id="error.boundary.stack" />,
              children: <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>{stack}</pre>,
            },
          ]}
        />
      )}
    </Result>
  );
}
