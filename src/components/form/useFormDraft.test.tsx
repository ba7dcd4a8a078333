/**
 * useFormDraft on a small form under a router (as the areas render): what was typed survives
 * leaving and coming back, is offered back (restore or discard), goes when saved; leaving unsaved
 * asks first (another page, a reload); personal numbers stay in the tab, passwords nowhere.
 */
import { screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { Link, Route, Routes } from 'react-router-dom';
import { renderApp } from '../../../tests/helpers/renderApp';
import { buttonName, setupUser } from '../../../tests/helpers/invoiceWeb';
import { zhCN } from '../../locales/zh-CN';
import { DRAFT_MAX_AGE_MS, draftKey, readDraft, writeDraft } from './formDraftStore';
import { useFormDraft } from './useFormDraft';

interface Values {
  name: string;
  idNo: string;
  password: string;
}

const SAVED: Values = { name: '演示家具厂', idNo: '', password: '' };
// No session in these tests: the shop and user of the key are the defaults (-1).
const KEY = draftKey(-1, -1, 'test-form');

function TestForm({ onSave = () => undefined }: { onSave?: () => void }) {
  const [form] = Form.useForm<Values>();
  const draft = useFormDraft({ form, name: 'test-form', initial: SAVED, personal: ['idNo'], never: ['password'] });
  return (
    <Form form={form} initialValues={SAVED} onValuesChange={draft.onValuesChange}>
      {draft.ui}
      <Form.Item name="name" label="名称">
        <Input />
      </Form.Item>
      <Form.Item name="idNo" label="证件号">
        <Input />
      </Form.Item>
      <Form.Item name="password" label="密码">
        <Input />
      </Form.Item>
      <Button
        onClick={() => {
          onSave();
          draft.saved();
        }}
      >
        保存
      </Button>
      <Link to="/other">别处</Link>
    </Form>
  );
}

function renderForm() {
  return renderApp(
    <Routes>
      <Route path="/form" element={<TestForm />} />
      <Route
        path="/other"
        element={
          <>
            <p>另一页</p>
            <Link to="/form">回来</Link>
          </>
        }
      />
    </Routes>,
    { route: '/form', boot: false },
  );
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const leaveDialog = () => screen.queryByRole('dialog', { name: zhCN['draft.leave.title'] });

/** Whether the browser would ask before unloading the page. */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('form drafts', () => {
  it('keeps what was typed when the user leaves (after being asked) and offers it back on return', async () => {
    const user = setupUser();
    renderForm();
    await user.clear(input('名称'));
    await user.type(input('名称'), '新名字');
    await user.click(screen.getByRole('link', { name: '别处' }));
    // Asked first; staying keeps the form as it was.
    expect(await screen.findByRole('dialog', { name: zhCN['draft.leave.title'] })).toHaveTextContent(zhCN['draft.leave.text']);
    await user.click(screen.getByRole('button', { name: buttonName(zhCN['draft.leave.stay']) }));
    await waitFor(() => expect(leaveDialog()).toBeNull());
    expect(input('名称').value).toBe('新名字');
    await user.click(screen.getByRole('link', { name: '别处' }));
    await user.click(await screen.findByRole('button', { name: buttonName(zhCN['draft.leave.ok']) }));
    expect(await screen.findByText('另一页')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '回来' }));
    // Back: the saved value first, with the draft offered.
    expect(input('名称').value).toBe('演示家具厂');
    expect(screen.getByTestId('form-draft-offer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: buttonName(zhCN['draft.restore']) }));
    expect(input('名称').value).toBe('新名字');
    expect(screen.queryByTestId('form-draft-offer')).toBeNull();
  });

  it('a successful save drops the draft and lets the user leave unasked', async () => {
    const user = setupUser();
    renderForm();
    await user.type(input('名称'), '！');
    expect(readDraft(KEY)?.values).toMatchObject({ name: '演示家具厂！' });
    await user.click(screen.getByRole('button', { name: buttonName('保存') }));
    expect(readDraft(KEY)).toBeNull();
    await user.click(screen.getByRole('link', { name: '别处' }));
    expect(await screen.findByText('另一页')).toBeInTheDocument();
    expect(leaveDialog()).toBeNull();
    await user.click(screen.getByRole('link', { name: '回来' }));
    expect(await screen.findByLabelText('名称')).toBeInTheDocument();
    expect(screen.queryByTestId('form-draft-offer')).toBeNull();
  });

  it('a reload or a closed tab asks while something is unsaved, and only then', async () => {
    const user = setupUser();
    renderForm();
    expect(unloadAsks()).toBe(false);
    await user.type(input('名称'), 'x');
    expect(unloadAsks()).toBe(true);
    // Typed back to the saved value: nothing is unsaved, nothing kept.
    await user.type(input('名称'), '{Backspace}');
    expect(unloadAsks()).toBe(false);
    expect(readDraft(KEY)).toBeNull();
  });

  it('keeps ID numbers for the tab only (sessionStorage), passwords nowhere; discard drops the draft', async () => {
    const user = setupUser();
    const { unmount } = renderForm();
    await user.type(input('证件号'), '110101199003071234');
    await user.type(input('密码'), 'secret-1');
    await user.type(input('名称'), '2');
    const everything = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(everything).not.toContain('secret-1');
    expect(localStorage.getItem(KEY)).not.toContain('110101199003071234');
    expect(sessionStorage.getItem(KEY)).toContain('110101199003071234');
    unmount();
    renderForm();
    await screen.findByTestId('form-draft-offer');
    await user.click(screen.getByRole('button', { name: buttonName(zhCN['draft.discard']) }));
    expect(screen.queryByTestId('form-draft-offer')).toBeNull();
    expect(input('名称').value).toBe('演示家具厂');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('a draft belongs to its shop and user, and one older than a week is not offered', async () => {
    const now = Date.now();
    writeDraft(draftKey(1, 7, 'merchant'), { short_name: '甲' }, { personal: [], never: [] }, now);
    expect(readDraft(draftKey(1, 8, 'merchant'), now)).toBeNull();
    expect(readDraft(draftKey(2, 7, 'merchant'), now)).toBeNull();
    expect(readDraft(draftKey(1, 7, 'merchant'), now)?.values).toEqual({ short_name: '甲' });
    writeDraft(KEY, { ...SAVED, name: '旧草稿' }, { personal: [], never: [] }, now - DRAFT_MAX_AGE_MS - 1);
    renderForm();
    await screen.findByLabelText('名称');
    expect(screen.queryByTestId('form-draft-offer')).toBeNull();
  });
});
