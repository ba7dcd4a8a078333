/**
 * Catches a render failure of the page inside it: 'Oops! Something went wrong.', the exception
 * texts of SPEC.md section 8 and the stack, and reports it through Report-clientError. A page
 * whose chunk could not be loaded (ChunkLoadError, CSS_CHUNK_LOAD_FAILED) is not a bug: it gets a
 * reload offer instead, and no report.
 *
 * The pages it shows (ErrorResult.tsx, antd's Result with its art) load when first needed; until
 * then, and for good when they cannot load (the network that lost a chunk may be gone), the same
 * texts and reload button show plainly.
 */
import { Button, type ResultProps } from 'antd';
import { Component, lazy, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { isChunkLoadError } from '../app/chunkLoad';
import { reloadPage } from '../app/navigation';
import type { ErrorPageProps } from './ErrorResult';
import { LazyBoundary } from './Lazy';
import { PlainResult } from './LazyResult';

const ErrorResult = lazy(() => import(/* webpackChunkName: "error-result" */ './ErrorResult'));

function PlainErrorResult({ result, stack }: ErrorPageProps) {
  return <PlainResult {...result}>{stack !== undefined && <pre className="error-plain-stack">{stack}</pre>}</PlainResult>;
}

/** The page for `error`: the reload offer after a failed chunk load, else the exception page with the stack. */
function errorPage(error: Error): ErrorPageProps {
  const extra = (
    <Button type="primary" onClick={reloadPage}>
      <FormattedMessage id="error.boundary.reload" />
    </Button>
  );
  if (isChunkLoadError(error)) {
    return { result: { status: 'warning', title: <FormattedMessage id="error.chunk.title" />, subTitle: <FormattedMessage id="error.chunk.text" />, extra } };
  }
  const subTitle = (
    <>
      <div>
        <FormattedMessage id="error.boundary.reported" />
      </div>
      <div>
        <FormattedMessage id="error.boundary.fixing" />
      </div>
    </>
  );
  const result: ResultProps = { status: 'error', title: <FormattedMessage id="error.boundary.title" />, subTitle, extra };
  return { result, stack: error.stack ?? error.message };
}

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
    // The reporting call comes with the request layer, which the login page loads only now.
    // Silently: a failing report must not raise another error dialog.
    Promise.all([import('../api/client'), import('../common/shell')])
      .then(([{ api }, { ReportClientError }]) =>
        api.call(
          ReportClientError,
          {
            url: window.location.href,
            message: e.message,
            stack: `${e.stack ?? ''}${info.componentStack ?? ''}`,
          },
          { silent: true },
        ),
      )
      .catch(() => undefined);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const page = errorPage(error);
    return (
      <LazyBoundary fallback={<PlainErrorResult {...page} />}>
        <ErrorResult {...page} />
      </LazyBoundary>
    );
  }
}
