/**
 * New, rename and delete of a named thing of the shop (a position role, a department): the name
 * dialog (the shared rule, trimmed, a counter up to the maximum, an unchanged rename refused here
 * too, the server's message — '{name} 名称已存在!' — shown in the field), the delete confirmation,
 * and the dialog naming who still belongs to it when it cannot be deleted.
 *
 * Who belongs to it may be read before asking (`membersOf`); whether or not, when the server refuses
 * the delete with 10008 and names the members (`holders`), the same dialog shows them.
 */
import { Button, Form, Input, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ApiFailure, showErrorDialog } from '../../api/client';
import { confirmDialog, messageApi } from '../../app/feedback';
import { ErrCode } from '../../common/api';
import type { RuleResult } from '../../common/validation';
import { formRule } from '../formRules';
import type { NamedItem } from './NamedList';

/** The words of the dialogs and messages, in the page's language. */
export interface NamedActionsText {
  newTitle: string;
  renameTitle: string;
  nameLabel: string;
  namePlaceholder: string;
  created: string;
  renamed: string;
  deleted: string;
  deleteConfirm: (item: NamedItem) => string;
  membersTitle: (item: NamedItem) => string;
  membersText: (count: number, names: string) => string;
}

export interface NamedActionsOptions {
  text: NamedActionsText;
  maxLength: number;
  rule: (name: string) => RuleResult;
  /** Creates it; answers its id. */
  create: (name: string) => Promise<number>;
  rename: (item: NamedItem, name: string) => Promise<void>;
  remove: (item: NamedItem) => Promise<void>;
  /** Who belongs to it now, read before the delete is asked for (optional). */
  membersOf?: (item: NamedItem) => Promise<string[]>;
  onSaved: (id: number) => void;
  onDeleted: (id: number) => void;
  /** A delete was refused because it has members: counts shown may be out of date. */
  onMembersChanged?: () => void;
}

export interface NamedActions {
  openNew: () => void;
  openRename: (item: NamedItem) => void;
  confirmDelete: (item: NamedItem) => Promise<void>;
  /** The name dialog or the members dialog, to be rendered by the page. */
  dialog: ReactNode;
}

type Dialog = { mode: 'new' } | { mode: 'rename'; item: NamedItem };

/** Members named in the dialog; more than this many end in '…'. */
const MEMBERS_SHOWN = 10;

function NameDialog({ dialog, options, onClose }: { dialog: Dialog; options: NamedActionsOptions; onClose: () => void }) {
  const intl = useIntl();
  const { text } = options;
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  const current = dialog.mode === 'rename' ? dialog.item.name : '';

  async function submit(values: { name: string }) {
    const name = values.name.trim();
    setSaving(true);
    try {
      let id: number;
      if (dialog.mode === 'new') id = await options.create(name);
      else {
        await options.rename(dialog.item, name);
        id = dialog.item.id;
      }
      messageApi().success(dialog.mode === 'new' ? text.created : text.renamed);
      onClose();
      options.onSaved(id);
    } catch (e) {
      // The server's message ('{name} 名称已存在!') in the field; other failures already showed a dialog.
      if (e instanceof ApiFailure) form.setFields([{ name: 'name', errors: [e.message] }]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={dialog.mode === 'new' ? text.newTitle : text.renameTitle}
      okText={intl.formatMessage({ id: 'common.ok' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={420}
    >
      <Form form={form} layout="vertical" initialValues={{ name: current }} onFinish={submit} requiredMark style={{ marginTop: 16 }}>
        <Form.Item
          name="name"
          label={text.nameLabel}
          required
          rules={[formRule(intl, options.rule), formRule(intl, (value) => (dialog.mode === 'rename' && value.trim() === current ? { id: 'validation.name.unchanged' } : null))]}
        >
          <Input maxLength={options.maxLength} showCount allowClear autoFocus placeholder={text.namePlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Says who still belongs to `item` and that they must move first; no way to delete from here. */
function MembersDialog({ item, members, text, onClose }: { item: NamedItem; members: readonly string[]; text: NamedActionsText; onClose: () => void }) {
  const intl = useIntl();
  const names = members.slice(0, MEMBERS_SHOWN).join(intl.formatMessage({ id: 'common.listSeparator' })) + (members.length > MEMBERS_SHOWN ? '…' : '');
  return (
    <Modal
      open
      className="named-members-dialog"
      title={text.membersTitle(item)}
      onCancel={onClose}
      width={420}
      footer={
        <Button type="primary" onClick={onClose}>
          {intl.formatMessage({ id: 'common.ok' })}
        </Button>
      }
    >
      <p className="named-members-text">{text.membersText(members.length, names)}</p>
    </Modal>
  );
}

/** The members a 10008 refusal carries (none in a reply without them). */
function refusedMembers(failure: ApiFailure): string[] {
  const holders = (failure.reply as { holders?: unknown }).holders;
  return Array.isArray(holders) ? holders.filter((h): h is string => typeof h === 'string') : [];
}

export function useNamedActions(options: NamedActionsOptions): NamedActions {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [held, setHeld] = useState<{ item: NamedItem; members: string[] } | null>(null);

  async function confirmDelete(item: NamedItem) {
    let members: string[] = [];
    try {
      members = (await options.membersOf?.(item)) ?? [];
    } catch {
      return; // the request layer showed why the members could not be read
    }
    if (members.length) {
      setHeld({ item, members });
      return;
    }
    if (!(await confirmDialog({ title: options.text.deleteConfirm(item) }))) return;
    try {
      await options.remove(item);
    } catch (e) {
      if (!(e instanceof ApiFailure)) return; // a transport failure: the request layer showed it
      if (e.code === ErrCode.CONFLICT && refusedMembers(e).length) {
        // Someone joined since the members were read (or they were not read): name them.
        setHeld({ item, members: refusedMembers(e) });
        options.onMembersChanged?.();
      } else if (e.code !== ErrCode.NOT_LOGGED_IN) {
        showErrorDialog(e.code, e.message);
      }
      return;
    }
    messageApi().success(options.text.deleted);
    options.onDeleted(item.id);
  }

  return {
    openNew: () => setDialog({ mode: 'new' }),
    openRename: (item) => setDialog({ mode: 'rename', item }),
    confirmDelete,
    dialog: (
      <>
        {dialog && <NameDialog dialog={dialog} options={options} onClose={() => setDialog(null)} />}
        {held && <MembersDialog item={held.item} members={held.members} text={options.text} onClose={() => setHeld(null)} />}
      </>
    ),
  };
}
