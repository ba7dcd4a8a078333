/**
 * A list's order as a menu, for lists shown as cards or a gallery (a table sorts by its column
 * heads): the current order named on its button; a choice goes to the URL through the paged query.
 */
import { DownOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';

export interface SortOption {
  /** The list's `order` ('field direction'). */
  order: string;
  label: string;
}

/** `options[0]` stands for an order not among them. `label` names the menu ('Sort'). */
export function SortMenu({ order, options, label, onChange }: { order: string; options: readonly SortOption[]; label: string; onChange: (order: string) => void }) {
  const current = options.find((o) => o.order === order) ?? options[0];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current.order],
        items: options.map((o) => ({ key: o.order, label: o.label })),
        onClick: ({ key }) => onChange(key),
      }}
    >
      <Button icon={<SortAscendingOutlined />} aria-label={`${label}: ${current.label}`}>
        {current.label} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
