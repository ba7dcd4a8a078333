/**
 * A row's actions in a list: the first `inline` as small link buttons, the rest in a "more" menu
 * behind an ellipsis button, so a row with many actions keeps a narrow action column and the other
 * columns keep their room. With at most one action more than `inline` they all show inline: a menu
 * holding a single action would cost a click and save no room. `rowActionsWidth` gives the column
 * the width of exactly what shows, in the UI's language.
 */
import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useT } from '../../app/useT';
import { buttonWidth, fitWidth } from './columnWidth';

export interface RowAction {
  key: string;
  label: string;
  onClick: () => void;
  /** Shown red (delete ...). */
  danger?: boolean;
  disabled?: boolean;
}

/** The actions shown as buttons and those in the menu (none when they all fit inline). */
export function splitActions<A>(actions: readonly A[], inline = 2): { shown: readonly A[]; more: readonly A[] } {
  if (actions.length <= inline + 1) return { shown: actions, more: [] };
  return { shown: actions.slice(0, inline), more: actions.slice(inline) };
}

/**
 * The action column's width for rows whose actions are `labels` (in order; where a row's label
 * varies, such as stop or resume, the longer one): the inline buttons, and the ellipsis button when
 * some go to the menu.
 */
export function rowActionsWidth(labels: readonly string[], inline = 2): number {
  const { shown, more } = splitActions(labels, inline);
  const buttons = shown.map((label) => buttonWidth(label));
  if (more.length) buttons.push(buttonWidth('', true));
  return fitWidth([buttons.reduce((sum, w) => sum + w, 0)]);
}

/**
 * The actions of the row named `name`: each button, and the menu's button, is named with the row's
 * name ("Edit Li Ming", "More actions for Li Ming"), so a screen reader's list of buttons says which
 * row each acts on. The menu opens by click, Enter or Space, takes the focus, and is walked with the
 * arrow keys.
 */
export function RowActions({ actions, name, inline = 2 }: { actions: readonly RowAction[]; name: string; inline?: number }) {
  const t = useT();
  const { shown, more } = splitActions(actions, inline);
  return (
    <Space size={0} className="row-actions">
      {shown.map((action) => (
        <Button key={action.key} type="link" size="small" danger={action.danger} disabled={action.disabled} onClick={action.onClick} aria-label={`${action.label} ${name}`}>
          {action.label}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          autoFocus
          disabled={more.every((action) => action.disabled)}
          menu={{
            items: more.map((action) => ({ key: action.key, label: action.label, danger: action.danger, disabled: action.disabled })),
            onClick: ({ key }) => more.find((action) => action.key === key)?.onClick(),
          }}
        >
          <Button type="link" size="small" icon={<EllipsisOutlined />} title={t('list.more')} aria-label={t('list.moreActions', { name })} aria-haspopup="menu" disabled={more.every((action) => action.disabled)} />
        </Dropdown>
      )}
    </Space>
  );
}
