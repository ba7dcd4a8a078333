/**
 * A list's columns from its declaration (src/common/listColumns.ts): the title in the UI's language,
 * the width, sort and card place as declared, and a render by kind (a day, an amount, a state tag, a
 * person with their nickname). The page adds what only it knows, by key (`custom`): a richer render
 * (tags, links), the actions, a fixed side. So the table, the cards and the export share one list.
 */
import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../app/useT';
import { cellValue, type ColumnDecl } from '../../common/listColumns';
import type { Locale } from '../../common/messages/format';
import type { MessageId } from '../../locales/zh-CN';
import { Money } from './fields';
import type { ListColumn } from './ResponsiveList';

/** A person: the account, the nickname in brackets after it. */
export function Person({ name, nick }: { name: string; nick?: string }) {
  return (
    <span>
      {name}
      {nick ? <Typography.Text type="secondary">（{nick}）</Typography.Text> : null}
    </span>
  );
}

type Translate = ReturnType<typeof useT>;

/** The cell of a declared column by its kind. */
function renderOf<Row>(decl: ColumnDecl<Row, MessageId>, t: Translate, locale: Locale): (row: Row) => ReactNode {
  const raw = (row: Row): unknown => (decl.field === undefined ? undefined : row[decl.field]);
  switch (decl.kind) {
    case 'money':
      return (row) => (raw(row) === undefined || raw(row) === '' ? null : <Money value={raw(row) as string | number} />);
    case 'date':
      // The day of a 'YYYY-MM-DD HH:mm:ss' reply, the whole time on hover.
      return (row) => {
        const text = String(raw(row) ?? '');
        return text ? <span title={text}>{text.slice(0, 10)}</span> : '—';
      };
    case 'state':
      return (row) => {
        const id = decl.states?.[raw(row) as string | number];
        return id ? <Tag>{t(id)}</Tag> : null;
      };
    case 'person':
      return (row) => <Person name={String(raw(row) ?? '')} nick={decl.nickField === undefined ? undefined : String(row[decl.nickField] ?? '')} />;
    default:
      return (row) => cellValue(decl, row, locale, (id) => t(id));
  }
}

/** Declared columns as list columns; `custom` adds to (or replaces parts of) a column by its key. */
export function useDeclaredColumns<Row>(declared: readonly ColumnDecl<Row, MessageId>[], custom: Partial<Record<string, Partial<ListColumn<Row>>>> = {}): ListColumn<Row>[] {
  const t = useT();
  const locale = useIntl().locale as Locale;
  return declared.filter((decl) => decl.onScreen !== false).map((decl) => {
    const render = renderOf(decl, t, locale);
    return {
      key: decl.key,
      dataIndex: decl.field,
      title: t(decl.title),
      width: decl.width,
      sortField: decl.sortField,
      card: decl.card ?? (decl.kind === 'actions' ? 'actions' : undefined),
      align: decl.kind === 'money' || decl.kind === 'number' ? 'right' : undefined,
      optional: decl.optional,
      render: (_: unknown, row: Row) => render(row),
      ...custom[decl.key],
    };
  });
}
