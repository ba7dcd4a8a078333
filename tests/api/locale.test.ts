/**
 * The server answers in the language of the request: the X-Locale header when it names zh-CN or
 * en-US, else the Accept-Language header (zh* zh-CN, en* en-US), else zh-CN. zh-CN replies keep
 * the spec's exact wording.
 */
import { ErrCode } from '../../src/common/api';
import { NewGrp } from '../../src/common/roles';
import { backendPerTest, makeBackend, type TestBackend } from '../helpers/testApp';

const WRONG = { login_name: 'demo_admin', password: 'not-the-password' };


describe('a failing login in the language of the request', () => {
  let b: TestBackend;
  beforeEach(async () => {
    b = await makeBackend();
  });
  afterEach(async () => {
    await b.close();
  });

  // Each attempt from its own address: repeated failures of one account and address get locked out.
  let attempt = 0;
  const loginWith = async (headers: Record<string, string>) => {
    attempt += 1;
    return b.client({ ip: `10.7.0.${attempt}` }).post('/User-login', { ...WRONG, login_name: `nobody${attempt}` }, headers);
  };

  it('[I18N-01] with the X-Locale header: en-US in English, zh-CN in the spec’s Chinese', async () => {
    expect(await loginWith({ 'X-Locale': 'en-US' })).toMatchObject({ err_code: ErrCode.LOGIN_FAILED, err_msg: 'Wrong account or password' });
    expect(await loginWith({ 'X-Locale': 'zh-CN' })).toMatchObject({ err_code: ErrCode.LOGIN_FAILED, err_msg: '账号或密码错误' });
  });

  it('[I18N-01] with Accept-Language only: en* in English, zh* in Chinese, by preference', async () => {
    expect((await loginWith({ 'Accept-Language': 'en-US,en;q=0.9' })).err_msg).toBe('Wrong account or password');
    expect((await loginWith({ 'Accept-Language': 'en-GB' })).err_msg).toBe('Wrong account or password');
    expect((await loginWith({ 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.8' })).err_msg).toBe('账号或密码错误');
    expect((await loginWith({ 'Accept-Language': 'zh-TW' })).err_msg).toBe('账号或密码错误');
    // The language without a catalogue is passed over for the next one the browser accepts.
    expect((await loginWith({ 'Accept-Language': 'fr-FR, en;q=0.5' })).err_msg).toBe('Wrong account or password');
    expect((await loginWith({ 'Accept-Language': 'zh;q=0.4, en;q=0.8' })).err_msg).toBe('Wrong account or password');
  });

  it('[I18N-01] X-Locale wins over Accept-Language; an unknown X-Locale falls back to Accept-Language', async () => {
    expect((await loginWith({ 'X-Locale': 'zh-CN', 'Accept-Language': 'en-US' })).err_msg).toBe('账号或密码错误');
    expect((await loginWith({ 'X-Locale': 'en-US', 'Accept-Language': 'zh-CN' })).err_msg).toBe('Wrong account or password');
    expect((await loginWith({ 'X-Locale': 'fr-FR', 'Accept-Language': 'en-US' })).err_msg).toBe('Wrong account or password');
  });

  it('[I18N-01] a locked-out login says so in English, its retry_after kept', async () => {
    const client = b.client({ ip: '10.8.0.1' });
    let reply = await client.post('/User-login', WRONG, { 'X-Locale': 'en-US' });
    for (let i = 0; i < 30 && reply.err_code !== ErrCode.TOO_MANY_ATTEMPTS; i++) reply = await client.post('/User-login', WRONG, { 'X-Locale': 'en-US' });
    expect(reply.err_code).toBe(ErrCode.TOO_MANY_ATTEMPTS);
    expect(reply.err_msg).toBe(`Too many failed logins, please retry in ${String(reply.retry_after)} seconds`);
    expect(reply.retry_after).toEqual(expect.any(Number));
  });

  it('[I18N-01] without either header, or with languages that have no catalogue, the reply is zh-CN', async () => {
    expect((await loginWith({})).err_msg).toBe('账号或密码错误');
    expect((await loginWith({ 'X-Locale': 'de', 'Accept-Language': 'fr-FR, de;q=0.8' })).err_msg).toBe('账号或密码错误');
  });
});

describe('other replies in the language of the request', () => {
  const t = backendPerTest();

  it('[ROLES-13] [I18N-01] a duplicate role name: the spec’s Chinese in zh-CN, English with the same name in en-US', async () => {
    expect((await t.master.call(NewGrp, { grpName: '质检员' })).err_code).toBe(0);
    const zh = await t.master.post('/ShopStaff-newGrp', { grpName: '质检员' });
    expect(zh).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '质检员 名称已存在!' });
    const en = await t.master.post('/ShopStaff-newGrp', { grpName: '质检员' }, { 'X-Locale': 'en-US' });
    expect(en).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '质检员 already exists!' });
  });

  it('[ROLES-04] [I18N-01] a write’s toast text follows the language too', async () => {
    expect((await t.master.post('/ShopStaff-newGrp', { grpName: '安装师傅' })).err_msg).toBe('新增岗位角色成功');
    expect((await t.master.post('/ShopStaff-newGrp', { grpName: 'Fitter' }, { 'X-Locale': 'en-US' })).err_msg).toBe('Role created');
  });

  it('[I18N-01] a missing role is named in the language of the request', async () => {
    expect((await t.master.post('/ShopStaff-deleteGrp', { grpID: '99999' })).err_msg).toBe('岗位角色不存在');
    expect((await t.master.post('/ShopStaff-deleteGrp', { grpID: '99999' }, { 'X-Locale': 'en-US' })).err_msg).toBe('Position role not found');
  });

  it('[I18N-01] a list inside a message is joined the language’s way', async () => {
    const zh = await t.master.post('/Invoice-getLists', { param: JSON.stringify({ invoice_state: 9 }) });
    const en = await t.master.post('/Invoice-getLists', { param: JSON.stringify({ invoice_state: 9 }) }, { 'X-Locale': 'en-US' });
    expect(zh.err_code).toBe(ErrCode.BAD_REQUEST);
    expect(zh.err_msg).toMatch(/、/);
    expect(en.err_msg).not.toMatch(/[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/);
    expect(en.err_msg).toMatch(/\d, \d/);
  });
});
