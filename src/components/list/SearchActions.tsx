/**
 * The search bar's two buttons of every list page: search (the drafted filters into the URL) and
 * reset (back to no filter). One place, so every list says and does the same.
 */
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useT } from '../../app/useT';

export function SearchActions({ list }: { list: { search: () => void; reset: () => void; loading: boolean } }) {
  const t = useT();
  return (
    <>
      <Button type="primary" icon={<SearchOutlined />} onClick={list.search} loading={list.loading}>
        {t('list.search')}
      </Button>
      <Button icon={<ReloadOutlined />} onClick={list.reset}>
        {t('list.reset')}
      </Button>
    </>
  );
}
