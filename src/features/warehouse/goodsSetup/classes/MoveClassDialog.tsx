/**
 * Moves a goods class under another class or to the top level. Places it may not go — under itself
 * or one of its own subcategories, or where the tree would get deeper than MAX_CLASS_DEPTH — are in
 * the list, disabled, with the reason; the server refuses them as well, and its message is shown.
 */
import { Form, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { api } from '../../../../api/client';
import { messageApi } from '../../../../app/feedback';
import { useT } from '../../../../app/useT';
import { EditGoodsClass, MAX_CLASS_DEPTH } from '../../../../common/goods';
import { moveTargets, type ClassEntry, type MoveTarget } from './classTree';

export interface MoveClassDialogProps {
  index: ReadonlyMap<number, ClassEntry>;
  moving: ClassEntry;
  onClose: () => void;
  /** Moved under `parentId` (0: the top). */
  onMoved: (parentId: number) => void;
}

const PATH_SEPARATOR = ' / ';

export function MoveClassDialog({ index, moving, onClose, onMoved }: MoveClassDialogProps) {
  const t = useT();
  const [form] = Form.useForm<{ parentId: number }>();
  const [saving, setSaving] = useState(false);
  const targets = useMemo(() => moveTargets(index, moving), [index, moving]);

  const labelOf = (target: MoveTarget) => {
    const path = target.parentId ? target.path.join(PATH_SEPARATOR) : t('goodsSetup.class.topOption');
    if (target.refusal === 'current') return t('goodsSetup.class.optionCurrent', { path });
    if (target.refusal === 'ownBranch') return t('goodsSetup.class.optionOwnBranch', { path });
    if (target.refusal === 'tooDeep') return t('goodsSetup.class.optionTooDeep', { path, max: MAX_CLASS_DEPTH });
    return path;
  };

  async function submit({ parentId }: { parentId: number }) {
    setSaving(true);
    try {
      await api.call(EditGoodsClass, { class_id: moving.node.class_id, parent_id: parentId });
    } catch {
      return; // the request layer showed the server's reason; the dialog stays open
    } finally {
      setSaving(false);
    }
    const parent = index.get(parentId);
    messageApi().success(parent ? t('goodsSetup.class.moved', { parent: parent.node.class_name }) : t('goodsSetup.class.movedTop'));
    onMoved(parentId);
  }

  const childCount = moving.branch.size - 1;
  return (
    <Modal
      open
      title={t('goodsSetup.class.moveTitle', { name: moving.node.class_name })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={460}
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark style={{ marginTop: 16 }}>
        <Form.Item
          name="parentId"
          label={t('goodsSetup.class.moveTo')}
          required
          rules={[{ required: true, message: t('goodsSetup.class.moveUnchanged') }]}
          extra={childCount > 0 ? t('goodsSetup.class.moveHelp', { count: childCount }) : undefined}
        >
          <Select
            autoFocus
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('goodsSetup.class.moveTo')}
            options={targets.map((target) => ({ value: target.parentId, label: labelOf(target), disabled: target.refusal !== null }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
