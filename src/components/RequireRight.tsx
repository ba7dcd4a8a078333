/**
 * In-page rights gates of SPEC.md section 6: a part of a page that declares required rights shows a
 * fallback when the user holds none of them [ROUTE-08], by default 'No Auth' [ROUTE-09]. The rights
 * are one code or a list of alternatives, typed from the catalogue; none means always allowed
 * (`canAccess`, the same decision as routes and menus).
 */
import { StopOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { canAccess, type RightCode } from '../common/rights';
import { selectAuthInfo } from '../app/session/sessionSlice';
import { useAppSelector } from '../app/store';

/** True when the logged-in user holds `required` (or one of its alternatives). */
export function useRight(required: RightCode | readonly RightCode[] | undefined): boolean {
  const auth = useAppSelector(selectAuthInfo);
  return canAccess(auth, required);
}

/** The default missing-right fallback: 'No Auth' [ROUTE-09]. */
export function NoAuth() {
  return (
    <Typography.Text type="secondary" data-testid="no-auth">
      <StopOutlined /> <FormattedMessage id="noAuth.fallback" />
    </Typography.Text>
  );
}

export interface RequireRightProps {
  right: RightCode | readonly RightCode[];
  /** What to show without the right; default <NoAuth />. Pass `null` to show nothing. */
  fallback?: ReactNode;
  children?: ReactNode;
}

export function RequireRight({ right, fallback, children }: RequireRightProps) {
  const allowed = useRight(right);
  if (allowed) return <>{children}</>;
  return <>{fallback === undefined ? <NoAuth /> : fallback}</>;
}
