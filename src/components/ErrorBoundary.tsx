/**
 * Catches a render failure of the page inside it: 'Oops! Something went wrong.', the exception
 * texts of SPEC.md section 8 and the stack, and reports it through Report-clientError. A page
 * whose chunk could not be loaded (ChunkLoadError, CSS_CHUNK_LOAD_FAILED) is not a bug: it gets a
 * reload offer instead, and no report.
 */
import { Button, Collapse, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { reportClientError } from '../api/shell';
import { isChunkLoadError } from '../app/chunkLoad';
import { reloadPage } from '../app/navigation';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) return;
    const e = error instanceof Error ? error : new Error(String(error));
    reportClientError({
      url: window.location.href,
      message: e.message,
      stack: `${e.stack ?? ''}${info.componentStack ?? ''}`,
    }).catch(() => undefined);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) {
      return (
        <Result
          status="warning"
          title={<FormattedMessage id="error.chunk.title" />}
          subTitle={<FormattedMessage id="error.chunk.text" />}
          extra={
            <Button type="primary" onClick={reloadPage}>
              <FormattedMessage id="error.boundary.reload" />
            </Button>
          }
        />
      );
    }
    return (
      <Result
        status="error"
        title={<FormattedMessage id="error.boundary.title" />}
        subTitle={
          <>
            <div>
              <FormattedMessage id="error.boundary.reported" />
            </div>
            <div>
              <FormattedMessage id="error.boundary.fixing" />
            </div>
          </>
        }
        extra={
          <Button type="primary" onClick={reloadPage}>
            <FormattedMessage id="error.boundary.reload" />
          </Button>
        }
      >
        <Collapse
          size="small"
          defaultActiveKey={['stack']}
          items={[
            {
              key: 'stack',
              label: <FormattedMessage id="error.boundary.stack" />,
              children: <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>{error.stack ?? error.message}</pre>,
            },
          ]}
        />
      </Result>
    );
  }
}
