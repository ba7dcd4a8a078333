/**
 * The four rights tabs (keys 1 to 4: ERP, production MES, WebCAD, WebCAD functions) of the role
 * editor and of the my-rights page [ROLES-15, MYRIGHTS-02]. A rights tree shows modules, their
 * groups, and a checkbox per leaf [ROLES-37]: important leaves (kp '1') carry a mark [ROLES-38],
 * a leaf's cm is its tooltip [ROLES-39], and use = 0 groups never change [ROLES-36]. Read-only
 * unless `editable`; the caller applies the change rules (toggleLeaf) in `onToggleLeaf`. Names
 * show in the page's language: the catalogue's by fid and command, not the Chinese of the wire.
 */
import {
  AccountBookOutlined,
  AppstoreAddOutlined,
  AppstoreOutlined,
  BgColorsOutlined,
  BorderOutlined,
  DeleteOutlined,
  EditOutlined,
  ExclamationCircleFilled,
  ExportOutlined,
  LockOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  ShareAltOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { Checkbox, Empty, Tabs, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../../../app/useT';
import { cadFunctionTextIn, type CadFunctionDef } from '../../../../common/cadFunctions';
import { rightsTreeIn, type RightsTree, type RightsTreeGroup, type RightsTreeLeaf } from '../../../../common/rightsTree';
import { useIsTouch } from '../../../../components/useViewport';
import { RIGHTS_TAB_KEYS, RIGHTS_TAB_LABELS, type RightsTabKey, type RightsView, type TreeTabKey } from './rightsModel';
import './roles.css';

const CAD_ICONS: Record<string, ReactNode> = {
  BorderOutlined: <BorderOutlined />,
  AppstoreAddOutlined: <AppstoreAddOutlined />,
  EditOutlined: <EditOutlined />,
  BgColorsOutlined: <BgColorsOutlined />,
  PictureOutlined: <PictureOutlined />,
  AccountBookOutlined: <AccountBookOutlined />,
  ExportOutlined: <ExportOutlined />,
  ToolOutlined: <ToolOutlined />,
  ShareAltOutlined: <ShareAltOutlined />,
  DeleteOutlined: <DeleteOutlined />,
};

function LeafCheckbox({ leaf, disabled, lockedHint, onToggle }: { leaf: RightsTreeLeaf; disabled: boolean; lockedHint?: string; onToggle?: (checked: boolean) => void }) {
  const t = useT();
  const important = leaf.kp === '1';
  const tip = [leaf.cm, lockedHint].filter(Boolean);
  const touch = useIsTouch();
  const box = (
    <Checkbox
      checked={leaf.ck === 1}
      disabled={disabled}
      onChange={(e) => onToggle?.(e.target.checked)}
      className={`rights-leaf${important ? ' is-important' : ''}${leaf.ck === 1 ? ' is-checked' : ''}`}
      data-fid={leaf.fid}
    >
      {leaf.fnm}
      {important && <ExclamationCircleFilled className="rights-leaf-mark" aria-label={t('rights.important')} />}
      {leaf.cm && !touch && <QuestionCircleOutlined className="rights-leaf-help" aria-hidden />}
    </Checkbox>
  );
  if (!tip.length) return box;
  // A finger cannot hover, and a tap on the label toggles the right: the hint gets a button of its own.
  if (touch) {
    return (
      <span className="rights-leaf-wrap">
        {box}
        <Tooltip title={tip.map((t) => <div key={t}>{t}</div>)} trigger="click">
          <button type="button" className="rights-leaf-help-button" aria-label={t('rights.tipOf', { name: leaf.fnm })}>
            <QuestionCircleOutlined />
          </button>
        </Tooltip>
      </span>
    );
  }
  return (
    <Tooltip title={tip.map((t) => <div key={t}>{t}</div>)}>
      <span className="rights-leaf-wrap">{box}</span>
    </Tooltip>
  );
}

function GroupRow({ group, editable, onToggle }: { group: RightsTreeGroup; editable: boolean; onToggle?: (fid: number, checked: boolean) => void }) {
  const t = useT();
  const touch = useIsTouch();
  const locked = group.use === 0;
  const othersChecked = group.c.slice(1).some((l) => l.ck === 1);
  return (
    <div className={`rights-group${locked ? ' is-locked' : ''}`} role="group" aria-label={group.mnm}>
      <div className="rights-group-name">
        {group.mnm}
        {locked && (
          <Tooltip title={t('rights.locked')} trigger={touch ? 'click' : 'hover'}>
            <LockOutlined className="rights-group-lock" aria-label={t('rights.locked')} />
          </Tooltip>
        )}
      </div>
      <div className="rights-leaves">
        {group.c.map((leaf, index) => {
          // [ROLES-34] The first item stays checked while another item of its group is.
          const firstHeld = editable && !locked && index === 0 && leaf.ck === 1 && othersChecked;
          return (
            <LeafCheckbox
              key={leaf.fid}
              leaf={leaf}
              disabled={!editable || locked || firstHeld}
              lockedHint={firstHeld ? t('rights.firstItemLocked') : undefined}
              onToggle={(checked) => onToggle?.(leaf.fid, checked)}
            />
          );
        })}
      </div>
    </div>
  );
}

export interface RightsTreeViewProps {
  tree: RightsTree;
  editable: boolean;
  onToggle?: (fid: number, checked: boolean) => void;
}

/** One rights tree: modules → groups → checkbox leaves. */
export function RightsTreeView({ tree: sent, editable, onToggle }: RightsTreeViewProps) {
  const intl = useIntl();
  const t = useT();
  const tree = rightsTreeIn(sent, intl.locale);
  if (!tree.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rights.empty')} />;
  return (
    <div className={`rights-tree${editable ? ' is-editable' : ' is-readonly'}`}>
      {tree.map((module) => {
        const leaves = module.c.flatMap((g) => g.c);
        const checked = leaves.filter((l) => l.ck === 1).length;
        return (
          <section key={module.mnm} className="rights-module" aria-label={module.mnm}>
            <header className="rights-module-title">
              <span>{module.mnm}</span>
              <span className="rights-count">{t('rights.checkedCount', { checked, total: leaves.length })}</span>
            </header>
            {module.c.map((group) => (
              <GroupRow key={group.mnm} group={group} editable={editable} onToggle={onToggle} />
            ))}
          </section>
        );
      })}
    </div>
  );
}

export interface CadFunctionGridProps {
  functions: readonly CadFunctionDef[];
  allowed: ReadonlySet<string>;
  editable: boolean;
  onToggle?: (command: string, checked: boolean) => void;
}

/** The WebCAD functions: allowed ones checked [ROLES-30..32, MYRIGHTS-05]. */
export function CadFunctionGrid({ functions, allowed, editable, onToggle }: CadFunctionGridProps) {
  const intl = useIntl();
  const t = useT();
  if (!functions.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rights.empty')} />;
  const checked = functions.filter((f) => allowed.has(f.command)).length;
  return (
    <div className={`rights-tree${editable ? ' is-editable' : ' is-readonly'}`}>
      <section className="rights-module" aria-label={t('rights.tab.cadFunc')}>
        <header className="rights-module-title">
          <span>{t('rights.tab.cadFunc')}</span>
          <span className="rights-count">{t('rights.checkedCount', { checked, total: functions.length })}</span>
        </header>
        <div className="cad-functions">
          {functions.map((f) => {
            const on = allowed.has(f.command);
            const text = cadFunctionTextIn(f, intl.locale);
            return (
              <div key={f.command} className={`cad-function${on ? ' is-checked' : ''}`} data-command={f.command}>
                <Checkbox checked={on} disabled={!editable} onChange={(e) => onToggle?.(f.command, e.target.checked)} className="rights-leaf">
                  <span className="cad-function-icon" aria-hidden>
                    {CAD_ICONS[f.icon] ?? <AppstoreOutlined />}
                  </span>
                  {text.name}
                </Checkbox>
                <div className="cad-function-desc">{text.description}</div>
              </div>
            );
          })}
        </div>
      </section>
    </div>
  );
}

/** What the marks of the trees mean. */
export function RightsLegend() {
  const t = useT();
  const touch = useIsTouch();
  return (
    <div className="rights-legend">
      <span>
        <ExclamationCircleFilled style={{ color: '#fa8c16' }} />
        {t('rights.important')}
      </span>
      <span>
        <LockOutlined style={{ color: '#d48806' }} />
        {t('rights.locked')}
      </span>
      <span>
        <QuestionCircleOutlined />
        {t(touch ? 'rights.tapTip' : 'rights.hoverTip')}
      </span>
    </div>
  );
}

export interface RightsTabsProps {
  view: RightsView;
  editable: boolean;
  activeKey: RightsTabKey;
  onTabChange: (key: RightsTabKey) => void;
  onToggleLeaf?: (tab: TreeTabKey, fid: number, checked: boolean) => void;
  onToggleCad?: (command: string, checked: boolean) => void;
}

export function RightsTabs({ view, editable, activeKey, onTabChange, onToggleLeaf, onToggleCad }: RightsTabsProps) {
  const t = useT();
  return (
    <Tabs
      className="rights-tabs"
      activeKey={activeKey}
      onChange={(key) => onTabChange(key as RightsTabKey)}
      items={RIGHTS_TAB_KEYS.map((key) => ({
        key,
        label: t(RIGHTS_TAB_LABELS[key]),
        children:
          key === '4' ? (
            <CadFunctionGrid functions={view.cadFunctions} allowed={view.cadAllowed} editable={editable} onToggle={onToggleCad} />
          ) : (
            <RightsTreeView tree={view.trees[key]} editable={editable} onToggle={(fid, checked) => onToggleLeaf?.(key, fid, checked)} />
          ),
      }))}
    />
  );
}
