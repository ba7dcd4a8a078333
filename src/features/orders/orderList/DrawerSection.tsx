/**
 * A section of the order drawer that reads its own list (the design drawings, the memos): its title
 * as a heading that names the section, what goes above the list (the upload, the memo box), and the
 * list as its request stands: loading, failed with a retry, empty in words, or the list itself.
 */
import { Button, Empty, Skeleton, Typography } from 'antd';
import { useId, type ReactNode } from 'react';

export interface DrawerSectionProps {
  /** The section's class and test id ('order-files'). */
  name: string;
  title: string;
  /** Above the list: what adds to it. */
  head?: ReactNode;
  /** Below the list (how many more there are ...). */
  foot?: ReactNode;
  /** The section's request: `answered` once it has data. */
  reply: { answered: boolean; error: unknown; loading: boolean; reload: () => unknown };
  isEmpty: boolean;
  texts: { empty: string; failed: string; retry: string };
  /** The list, drawn once the data is there and not empty. */
  list: () => ReactNode;
  /** Rows of the skeleton while loading. */
  rows?: number;
}

export function DrawerSection({ name, title, head, foot, reply, isEmpty, texts, list, rows = 2 }: DrawerSectionProps) {
  const headingId = useId();
  let body;
  if (reply.answered) body = isEmpty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} /> : list();
  else if (reply.error && !reply.loading)
    body = (
      <Typography.Paragraph type="warning">
        {texts.failed} <Button size="small" onClick={() => void reply.reload()}>{texts.retry}</Button>
      </Typography.Paragraph>
    );
  else body = <Skeleton active paragraph={{ rows }} />;
  return (
    <section className={name} aria-labelledby={headingId} data-testid={name}>
      <Typography.Title level={3} id={headingId} className="order-room-name">
        {title}
      </Typography.Title>
      {head}
      {body}
      {foot}
    </section>
  );
}
