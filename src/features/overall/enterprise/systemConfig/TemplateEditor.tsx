/**
 * The editor of one setting's templates [SYSCFG-15, SYSCFG-16]: a text box per template and, under
 * each, the names the server offers; a click on a name writes its placeholder ({名称}) where the
 * cursor was. Checked with the server's rule (templateRule) as one types; saved as the whole
 * shop_props [SYSCFG-13].
 */
import { Button, Form, Input, Modal, Skeleton, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useLayoutEffect, useRef, useState } from 'react';
import { api } from '../../../../api/client';
import { useRequest } from '../../../../api/useRequest';
import { messageApi } from '../../../../app/feedback';
import { useT } from '../../../../app/useT';
import { placeholder, ShopSetProps, TEMPLATE_MAX, templateRule, type InsertableField, type ShopProps, type TemplateProp } from '../../../../common/shopConfig';
import { charLength } from '../../../../common/validation';
import type { MessageId } from '../../../../locales/zh-CN';
import { useIsPhone } from '../../../../components/useViewport';

export interface TemplateEditorProps {
  title: MessageId;
  /** The templates edited together (a package's name and spec). */
  props: readonly TemplateProp[];
  /** The shop's props as last read: the save sends them whole, with the edited templates. */
  current: ShopProps;
  /** The names the templates may insert, from the server. */
  loadFields: () => Promise<InsertableField[]>;
  onSaved: (props: ShopProps) => void;
  onClose: () => void;
}

type Values = Partial<Record<TemplateProp, string>>;
interface Selection {
  start: number;
  end: number;
}

const fieldId = (prop: TemplateProp) => `sysconfig-${prop}`;

export function TemplateEditor({ title, props, current, loadFields, onSaved, onClose }: TemplateEditorProps) {
  const t = useT();
  const isPhone = useIsPhone();
  const fields = useRequest(loadFields);
  const [values, setValues] = useState<Values>(() => Object.fromEntries(props.map((p) => [p, current[p] ?? ''])));
  const [saving, setSaving] = useState(false);
  const boxes = useRef<Partial<Record<TemplateProp, TextAreaRef | null>>>({});
  // Where each box's cursor was when it was left: a click on a name takes the focus away.
  const selections = useRef<Partial<Record<TemplateProp, Selection>>>({});
  // The cursor to restore after an insertion has rendered.
  const restore = useRef<{ prop: TemplateProp; at: number } | null>(null);

  useLayoutEffect(() => {
    const pending = restore.current;
    if (!pending) return;
    restore.current = null;
    const box = boxes.current[pending.prop]?.resizableTextArea?.textArea;
    box?.focus();
    box?.setSelectionRange(pending.at, pending.at);
    selections.current[pending.prop] = { start: pending.at, end: pending.at };
  }, [values]);

  const remember = (prop: TemplateProp, box: HTMLTextAreaElement) => {
    selections.current[prop] = { start: box.selectionStart, end: box.selectionEnd };
  };

  const insert = (prop: TemplateProp, field: string) => {
    const text = values[prop] ?? '';
    const { start, end } = selections.current[prop] ?? { start: text.length, end: text.length };
    const token = placeholder(field);
    restore.current = { prop, at: start + token.length };
    setValues((v) => ({ ...v, [prop]: text.slice(0, start) + token + text.slice(end) }));
  };

  const problemOf = (prop: TemplateProp): string | null => {
    const invalid = templateRule(prop, (values[prop] ?? '').trim());
    return invalid ? t(invalid.id, { ...invalid.values, field: t(`sysConfig.prop.${prop}`) }) : null;
  };

  async function save() {
    const edited = Object.fromEntries(props.map((p) => [p, (values[p] ?? '').trim()])) as Values;
    if (props.every((p) => edited[p] === (current[p] ?? ''))) {
      messageApi().warning(t('common.noChange'));
      return;
    }
    if (props.some((p) => problemOf(p))) return;
    setSaving(true);
    try {
      const reply = await api.call(ShopSetProps, { props: { ...current, ...edited } });
      messageApi().success(reply.err_msg || t('common.saved'));
      onSaved(reply.props);
      onClose();
    } catch {
      /* the request layer showed why; the editor keeps what was typed */
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t(title)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      width={isPhone ? 'calc(100vw - 24px)' : 600}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" className="sysconfig-hint">
        {t('sysConfig.editor.hint')}
      </Typography.Paragraph>
      <Form layout="vertical" disabled={saving}>
        {props.map((prop) => {
          const problem = problemOf(prop);
          return (
            <Form.Item key={prop} label={t(`sysConfig.prop.${prop}`)} htmlFor={fieldId(prop)} validateStatus={problem ? 'error' : undefined} help={problem}>
              <Input.TextArea
                id={fieldId(prop)}
                ref={(box) => {
                  boxes.current[prop] = box;
                }}
                value={values[prop] ?? ''}
                autoSize={{ minRows: 2, maxRows: 5 }}
                count={{ show: true, max: TEMPLATE_MAX[prop], strategy: charLength }}
                onChange={(e) => {
                  setValues((v) => ({ ...v, [prop]: e.target.value }));
                  remember(prop, e.target);
                }}
                onSelect={(e) => remember(prop, e.currentTarget)}
                onBlur={(e) => remember(prop, e.currentTarget)}
              />
              <FieldNames loading={fields.loading} fields={fields.data} onInsert={(field) => insert(prop, field)} />
            </Form.Item>
          );
        })}
      </Form>
    </Modal>
  );
}

function FieldNames({ loading, fields, onInsert }: { loading: boolean; fields: InsertableField[] | undefined; onInsert: (field: string) => void }) {
  const t = useT();
  if (loading && !fields) return <Skeleton.Input active size="small" className="sysconfig-fields-loading" />;
  return (
    <div className="sysconfig-fields" role="group" aria-label={t('sysConfig.editor.fields')}>
      {(fields ?? []).map((f) => (
        <Button key={f.field} size="small" autoInsertSpace={false} className="sysconfig-field" aria-label={t('sysConfig.editor.insert', { name: f.name })} onClick={() => onInsert(f.field)}>
          {f.name}
        </Button>
      ))}
    </div>
  );
}
