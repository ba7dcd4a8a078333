/**
 * A short list of named things a page works on one at a time — position roles, departments — with
 * their counts and new / rename / delete: a card of items on desktop, a select with the buttons on
 * phones. Items marked `fixed` (My team) have no rename or delete. Without the right to create, the
 * new button is disabled and says why; without rename / delete rights those actions are not shown.
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Select, Skeleton, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import './namedList.css';

export interface NamedItem {
  id: number;
  name: string;
  /** How many people it has; not shown when undefined. */
  count?: number;
  /** Cannot be renamed or deleted. */
  fixed?: boolean;
}

/** The words of one list, in the page's language. */
export interface NamedListText {
  title: string;
  newItem: string;
  rename: string;
  remove: string;
  empty: string;
  pick: string;
  count: (count: number) => string;
}

export interface NamedListProps {
  items: readonly NamedItem[];
  loading: boolean;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  canNew: boolean;
  canRename: boolean;
  canDelete: boolean;
  onNew: () => void;
  onRename: (item: NamedItem) => void;
  onDelete: (item: NamedItem) => void;
  text: NamedListText;
}

function NewButton({ canNew, onClick, label }: { canNew: boolean; onClick: () => void; label: string }) {
  const intl = useIntl();
  const button = (
    <Button type="primary" icon={<PlusOutlined />} disabled={!canNew} onClick={onClick} size="small">
      {label}
    </Button>
  );
  return canNew ? button : <Tooltip title={intl.formatMessage({ id: 'server.noRight' })}>{button}</Tooltip>;
}

function ItemActions({ item, props }: { item: NamedItem; props: NamedListProps }) {
  const { text } = props;
  if (item.fixed) return null;
  return (
    <span className="named-item-actions" onClick={(e) => e.stopPropagation()}>
      {props.canRename && (
        <Tooltip title={text.rename}>
          <Button type="text" size="small" icon={<EditOutlined />} aria-label={`${text.rename} ${item.name}`} onClick={() => props.onRename(item)} />
        </Tooltip>
      )}
      {props.canDelete && (
        <Tooltip title={text.remove}>
          <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${text.remove} ${item.name}`} onClick={() => props.onDelete(item)} />
        </Tooltip>
      )}
    </span>
  );
}

/** Desktop: a card with the list. */
export function NamedListCard(props: NamedListProps) {
  const { items, loading, selectedId, onSelect, text } = props;
  return (
    <Card className="named-list-card" title={text.title} extra={<NewButton canNew={props.canNew} onClick={props.onNew} label={text.newItem} />}>
      {loading && !items.length ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} style={{ padding: 8 }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.empty} />
      ) : (
        <ul className="named-items" aria-label={text.title}>
          {items.map((item) => {
            const selected = item.id === selectedId;
            return (
              <li key={item.id} className={`named-item${selected ? ' is-selected' : ''}`} onClick={() => onSelect(item.id)}>
                <button type="button" className="named-item-name" aria-current={selected ? 'true' : undefined} title={item.name}>
                  {item.name}
                </button>
                {item.count !== undefined && <span className="named-item-count">{text.count(item.count)}</span>}
                <ItemActions item={item} props={props} />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** Phone: a select of the items with the actions below it. */
export function NamedListPicker(props: NamedListProps) {
  const intl = useIntl();
  const { items, loading, selectedId, onSelect, text } = props;
  const selected = items.find((i) => i.id === selectedId);
  return (
    <Card className="named-list-card is-picker" size="small" title={text.title}>
      <div className="named-picker">
        <Select
          aria-label={text.pick}
          placeholder={text.pick}
          loading={loading}
          value={selected?.id}
          onChange={(id: number) => onSelect(id)}
          options={items.map((i) => ({
            value: i.id,
            label: i.count === undefined ? i.name : intl.formatMessage({ id: 'common.nameWithCount' }, { name: i.name, count: text.count(i.count) }),
          }))}
          notFoundContent={text.empty}
          style={{ width: '100%' }}
        />
        <div className="named-picker-actions">
          <NewButton canNew={props.canNew} onClick={props.onNew} label={text.newItem} />
          {props.canRename && selected && !selected.fixed && (
            <Button size="small" icon={<EditOutlined />} onClick={() => props.onRename(selected)}>
              {text.rename}
            </Button>
          )}
          {props.canDelete && selected && !selected.fixed && (
            <Button size="small" danger icon={<DeleteOutlined />} onClick={() => props.onDelete(selected)}>
              {text.remove}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
