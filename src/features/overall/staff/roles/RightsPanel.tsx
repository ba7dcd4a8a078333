/**
 * The selected role's rights [ROLES-15..36]: four tabs keyed 1 to 4, loaded with getGrpRights (ver=2)
 * for the trees and getCADFuncList + getCADFunc for the WebCAD functions. View mode by default; the
 * modify button (SF_GROUP_RIGHTS_EDIT) switches to edit mode with select all / select none (of the
 * current tab), cancel and save. Toggling goes through toggleLeaf, so the first-item and use = 0 rules
 * hold. Save sends each changed tab only — tabs 1 to 3 as encodeRights with rightsType 1/2/3, tab 4 as
 * encodeCadFunctions (none checked is refused before anything is sent) — or, with no change at all,
 * warns '无修改，无需保存！'; after saving it reloads and returns to view mode.
 */
import { CheckSquareOutlined, CloseOutlined, EditOutlined, MinusSquareOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, Tag, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../../api/client';
import { EditGrpRightsNew, GetCADFunc, GetCADFuncList, GetGrpRights, SetCADFunc, type RoleGroup } from '../../../../common/roles';
import { useRequest } from '../../../../api/useRequest';
import { messageApi } from '../../../../app/feedback';
import { useT } from '../../../../app/useT';
import { StickyActionBar } from '../../../../shell/StickyActionBar';
import { useIsPhone } from '../../../../components/useViewport';
import { CAD_COMMANDS } from '../../../../common/cadFunctions';
import { decodeCadFunctions, encodeCadFunctions, encodeRights, setAllLeaves, toggleLeaf } from '../../../../common/rightsTree';
import { RightsLegend, RightsTabs } from './RightsTabs';
import { changedTabs, isTreeTab, RIGHTS_TYPE_OF, type RightsTabKey, type RightsView } from './rightsModel';

/** The role's rights as the tabs show them. */
export async function loadRoleRights(groupId: number): Promise<RightsView> {
  const [rights, list, cad] = await Promise.all([api.call(GetGrpRights, { grpID: groupId, ver: 2 }), api.call(GetCADFuncList), api.call(GetCADFunc, { groupID: groupId })]);
  return {
    trees: { '1': rights.rightsPlat, '2': rights.rightsErp, '3': rights.rightsCad },
    cadFunctions: list.data,
    // [ROLES-30..32] '0' all allowed, '-1' none, otherwise the denied commands.
    cadAllowed: decodeCadFunctions(cad.value) ?? new Set(cad.cad_functions.filter((f) => f.ck === 1).map((f) => f.command)),
  };
}

export interface RightsPanelProps {
  role: RoleGroup;
  canEdit: boolean;
  /** Told whether there are unsaved changes (the page asks before leaving them). */
  onDirtyChange: (dirty: boolean) => void;
}

export function RightsPanel({ role, canEdit, onDirtyChange }: RightsPanelProps) {
  const t = useT();
  const isPhone = useIsPhone();
  const groupId = role.group_id;
  const { data: saved, loading, run } = useRequest(loadRoleRights, { params: [groupId] });
  const [draft, setDraft] = useState<RightsView | null>(null);
  const [activeKey, setActiveKey] = useState<RightsTabKey>('1');
  const [saving, setSaving] = useState(false);
  const editing = draft !== null;
  const dirty = Boolean(saved && draft && changedTabs(saved, draft).length);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const shown = draft ?? saved;

  function selectAll(checked: boolean) {
    if (!draft) return;
    if (isTreeTab(activeKey)) setDraft({ ...draft, trees: { ...draft.trees, [activeKey]: setAllLeaves(draft.trees[activeKey], checked) } });
    else setDraft({ ...draft, cadAllowed: new Set(checked ? draft.cadFunctions.map((f) => f.command) : []) });
  }

  async function save() {
    if (!saved || !draft) return;
    const changed = changedTabs(saved, draft);
    if (!changed.length) {
      messageApi().warning(t('common.noChange'));
      return;
    }
    const cadValue = encodeCadFunctions(draft.cadAllowed);
    if (changed.includes('4') && cadValue === null) {
      setActiveKey('4');
      messageApi().warning(t('validation.cad.none'));
      return;
    }
    setSaving(true);
    let ok = false;
    try {
      for (const key of changed) {
        if (isTreeTab(key)) await api.call(EditGrpRightsNew, { grpID: groupId, grpRights: encodeRights(draft.trees[key]), rightsType: RIGHTS_TYPE_OF[key] });
        else await api.call(SetCADFunc, { groupID: groupId, cadFuncs: cadValue! });
      }
      ok = true;
      messageApi().success(t('common.saved'));
    } catch {
      // The request layer showed the refusal; keep editing what is left.
    }
    // Reload before leaving edit mode, so the view never shows the state from before the save.
    await run(groupId).catch(() => undefined);
    if (ok) setDraft(null);
    setSaving(false);
  }

  // On a phone cancel and save sit in a bar held at the bottom: the trees are long, and save must stay in reach.
  const saveAtBottom = editing && isPhone;
  const saveButtons = (
    <>
      <Button icon={<CloseOutlined />} onClick={() => setDraft(null)} disabled={saving}>
        {t('common.cancel')}
      </Button>
      <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
        {t('roles.saveRights')}
      </Button>
    </>
  );
  const head = (
    <div className="rights-panel-head">
      <div className="rights-panel-title">
        <span className="rights-panel-title-text" title={role.group_name}>
          {role.group_name}
        </span>
        {editing && <Tag color="processing">{t('roles.editing')}</Tag>}
      </div>
      <div className="rights-panel-buttons">
        {editing ? (
          <>
            {/* No hover hints on touch screens: a tap would leave them standing over the panel. */}
            <Tooltip title={isPhone ? undefined : t('roles.currentTabOnly')}>
              <Button icon={<CheckSquareOutlined />} onClick={() => selectAll(true)} disabled={saving}>
                {t('roles.selectAll')}
              </Button>
            </Tooltip>
            <Tooltip title={isPhone ? undefined : t('roles.currentTabOnly')}>
              <Button icon={<MinusSquareOutlined />} onClick={() => selectAll(false)} disabled={saving}>
                {t('roles.selectNone')}
              </Button>
            </Tooltip>
            {!saveAtBottom && saveButtons}
          </>
        ) : canEdit ? (
          <Button type="primary" icon={<EditOutlined />} disabled={!saved} onClick={() => saved && setDraft(saved)}>
            {t('roles.modifyRights')}
          </Button>
        ) : (
          <Tooltip title={t('server.noRight')}>
            <Button icon={<EditOutlined />} disabled>
              {t('roles.modifyRights')}
            </Button>
          </Tooltip>
        )}
      </div>
    </div>
  );

  return (
    <Card className="roles-panel" title={null}>
      {head}
      <RightsLegend />
      {editing && <Alert type="info" showIcon title={t('roles.editHint')} style={{ marginTop: 12 }} />}
      <div style={{ marginTop: 8 }}>
        {!shown ? (
          <Skeleton active loading={loading} paragraph={{ rows: 8 }} />
        ) : (
          <RightsTabs
            view={shown}
            editable={editing && !saving}
            activeKey={activeKey}
            onTabChange={setActiveKey}
            onToggleLeaf={(tab, fid, checked) => draft && setDraft({ ...draft, trees: { ...draft.trees, [tab]: toggleLeaf(draft.trees[tab], fid, checked) } })}
            onToggleCad={(command, checked) => {
              if (!draft) return;
              const next = new Set(draft.cadAllowed);
              if (checked) next.add(command);
              else next.delete(command);
              // Keep the catalogue's order (and drop anything unknown).
              setDraft({ ...draft, cadAllowed: new Set(CAD_COMMANDS.filter((c) => next.has(c))) });
            }}
          />
        )}
      </div>
      {saveAtBottom && <StickyActionBar label={t('roles.editActions')}>{saveButtons}</StickyActionBar>}
    </Card>
  );
}
