/**
 * The collapsible search bar of SPEC.md section 2 ("Other pages"): a row of filter fields and the
 * page's buttons; further fields hide behind a toggle that reads 'expand options' when collapsed and
 * 'collapse options' when expanded [PAGES-09]. Fields wrap, and on a phone each takes a full line.
 */
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import './SearchBar.css';

export interface SearchField {
  key: string;
  label: ReactNode;
  /** The input; give it the id `htmlFor` names, so the label points at it. */
  node: ReactNode;
  htmlFor?: string;
}

export interface SearchBarProps {
  /** Always shown. */
  fields: readonly SearchField[];
  /** Shown only when expanded; without any there is no toggle. */
  more?: readonly SearchField[];
  /** The buttons (search, batch actions ...). */
  actions?: ReactNode;
  defaultExpanded?: boolean;
  /** Pressing Enter in a field. */
  onSubmit?: () => void;
}

function Field({ field }: { field: SearchField }) {
  return (
    <div className="search-bar-field" data-key={field.key}>
      <label className="search-bar-label" htmlFor={field.htmlFor}>
        {field.label}
      </label>
      <div className="search-bar-input">{field.node}</div>
    </div>
  );
}

export function SearchBar({ fields, more = [], actions, defaultExpanded = false, onSubmit }: SearchBarProps) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const shown = expanded ? [...fields, ...more] : fields;
  return (
    <form
      className="search-bar"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      <div className="search-bar-fields">
        {shown.map((f) => (
          <Field key={f.key} field={f} />
        ))}
      </div>
      <div className="search-bar-actions">
        {actions}
        {more.length > 0 && (
          <Button type="link" className="search-bar-toggle" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
            {intl.formatMessage({ id: expanded ? 'searchBar.collapse' : 'searchBar.expand' })}
            {expanded ? <UpOutlined /> : <DownOutlined />}
          </Button>
        )}
      </div>
      {/* Enter in a field submits the form. */}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </form>
  );
}
