/**
 * The request layer against the real backend (msw -> server/app.ts over in-memory SQLite); a few
 * tests override one endpoint to force a reply the backend never gives.
 */
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '../app/i18n';
import * as navigation from '../app/navigation';
import { ErrCode } from '../common/api';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { recordRequests, setupTestBackend } from '../../tests/helpers/backend';
import { renderApp } from '../../tests/helpers/renderApp';
import { InvoiceDownload } from '../common/invoice';
import { ReportMarketDownLoadFile } from '../common/reports';
import { ConfigAgreement } from '../common/shell';
import { api, apiLocal, apiNoError, ApiFailure } from './client';
import { login, loginStatus } from './user';
import { useRequest } from './useRequest';

const backend = setupTestBackend();


const dialogs = () => document.querySelectorAll('.ant-modal');
/** The open dialog titled `title`. */
const findDialog = (title: string) => screen.findByRole('dialog', { name: title });
const queryDialog = (title: string) => screen.queryByRole('dialog', { name: title });

/**
 * What a failing call rejects with. Inside act(): its reply opens a dialog in the rendered app, an
 * update the test causes (by calling the request layer itself) and then looks at.
 */
const failureOf = (call: () => Promise<unknown>) => act(() => call().then(() => undefined, (e: unknown) => e));

/**
 * The app's providers, mounted as on every page: the request layer's dialogs then come from
 * antd's <App> inside them (src/app/feedback.ts), part of the rendered tree like in the product.
 */
beforeEach(() => {
  renderApp(null, { boot: false });
});

describe('request layer', () => {
  it('[API-01] the default instance prepends /api to every path', async () => {
    const [req] = await recordRequests(backend, () => api.get('/User-loginStatus', { check: 1 }));
    expect(req.url.pathname).toBe('/api/User-loginStatus');
  });

  it('[API-02] the Local instance does not prepend /api', async () => {
    backend.current.server.use(http.get('*/update.json', () => HttpResponse.json([{ version: '20231120-1' }])));
    let body: unknown;
    const [req] = await recordRequests(backend, async () => {
      body = await apiLocal.get('/update.json');
    });
    expect(req.url.pathname).toBe('/update.json');
    expect(body).toEqual([{ version: '20231120-1' }]);
  });

  it('[API-03] calls are form-encoded POSTs unless a GET is stated', async () => {
    const [post] = await recordRequests(backend, () => login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD }));
    expect(post.method).toBe('POST');
    expect(post.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(post.body).get('login_name')).toBe(DEMO_ACCOUNTS.master);
    expect(new URLSearchParams(post.body).get('password')).toBe(DEMO_PASSWORD);

    const [get] = await recordRequests(backend, () => loginStatus());
    expect(get.method).toBe('GET');
    expect(get.url.searchParams.get('check')).toBe('1');
  });

  it('[API-04] every call sends the ajax header X-Requested-With: XMLHttpRequest', async () => {
    const seen = await recordRequests(backend, async () => {
      await loginStatus();
      await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
      await apiNoError.post('/Config-agreement', { agreementID: 1 });
    });
    expect(seen).toHaveLength(3);
    for (const req of seen) expect(req.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('[API-05] a reply with err_code 0 is a success: it resolves to the body and shows nothing', async () => {
    const reply = await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    expect(reply.err_code).toBe(0);
    expect(reply.user_id).toBeGreaterThan(0);
    const status = await loginStatus();
    expect(status.user_info.login_name).toBe(DEMO_ACCOUNTS.master);
    expect(dialogs()).toHaveLength(0);
  });

  it('[API-06] the message is read from err_msg, or from msg when err_msg is absent', async () => {
    const failure = await login({ login_name: DEMO_ACCOUNTS.master, password: 'wrong-password' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).code).toBe(ErrCode.LOGIN_FAILED);
    expect((failure as ApiFailure).message).toBe('账号或密码错误');

    backend.current.server.use(http.all('*/api/Legacy-call', () => HttpResponse.json({ err_code: 4321, msg: '旧接口的消息' })));
    const legacy = await failureOf(() => api.post('/Legacy-call'));
    expect((legacy as ApiFailure).message).toBe('旧接口的消息');
    expect(within(await findDialog('错误信息')).getByText('4321: 旧接口的消息')).toBeInTheDocument();
  });

  it("[API-07] err_code 88888 shows the login confirmation dialog: 'You have not logged in and cannot use this service, please log in and retry'", async () => {
    act(() => setLanguage('en-US'));
    jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
    const failure = await failureOf(() => api.get('/Notice-lists'));
    expect((failure as ApiFailure).code).toBe(88888);
    const dialog = await findDialog('Login confirmation');
    expect(within(dialog).getByText('You have not logged in and cannot use this service, please log in and retry')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(dialogs()).toHaveLength(0));
  });

  it('[API-08] after the 88888 dialog the app goes to user.html#/login', async () => {
    const navigate = jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
    await failureOf(() => apiNoError.get('/StoreOrders-archiveConfig'));
    const dialog = await findDialog('登录确认');
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0][0]).toMatch(/^user\.html#\/login(\?|$)/);
    await waitFor(() => expect(dialogs()).toHaveLength(0));
  });

  it("[API-09] another non-zero err_code on the default instance shows '错误信息' with 'code: message'", async () => {
    const failure = await failureOf(() => api.call(ConfigAgreement, { agreementID: 999_999 }));
    expect(failure).toBeInstanceOf(ApiFailure);
    const { code, message } = failure as ApiFailure;
    expect(code).toBe(ErrCode.NOT_FOUND);
    expect(within(await findDialog('错误信息')).getByText(`${code}: ${message}`)).toBeInTheDocument();
  });

  it("[API-10] the '错误信息' dialog closes itself after 5 seconds", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    await failureOf(() => api.call(ConfigAgreement, { agreementID: 999_999 }));
    await findDialog('错误信息');
    act(() => jest.advanceTimersByTime(4_800));
    expect(queryDialog('错误信息')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(400));
    await waitFor(() => expect(queryDialog('错误信息')).not.toBeInTheDocument());
  });

  it('[API-11] the NoError instance shows no dialog for a non-zero err_code', async () => {
    const failure = await failureOf(() => apiNoError.post('/Config-agreement', { agreementID: 999_999 }));
    expect((failure as ApiFailure).code).toBe(ErrCode.NOT_FOUND);
    await new Promise((r) => setTimeout(r, 50));
    expect(dialogs()).toHaveLength(0);
  });

  it("[API-11] a call made silent goes by the NoError instance: no dialog for a non-zero err_code; the same call not silent shows '错误信息'", async () => {
    const silent = await failureOf(() => api.call(ConfigAgreement, { agreementID: 999_999 }, { silent: true }));
    expect((silent as ApiFailure).code).toBe(ErrCode.NOT_FOUND);
    await new Promise((r) => setTimeout(r, 50));
    expect(dialogs()).toHaveLength(0);
    await failureOf(() => api.call(ConfigAgreement, { agreementID: 999_999 }));
    expect(await findDialog('错误信息')).toBeInTheDocument();
  });

  it('[API-12] the Local instance shows no dialog for a non-zero err_code', async () => {
    const failure = await failureOf(() => apiLocal.post('/api/Config-agreement', { agreementID: 999_999 }));
    expect((failure as ApiFailure).code).toBe(ErrCode.NOT_FOUND);
    await new Promise((r) => setTimeout(r, 50));
    expect(dialogs()).toHaveLength(0);
  });

  it("[API-13] a network or HTTP failure shows '系统出错': 'calling the system service failed, the server may be abnormal'", async () => {
    backend.current.server.use(http.all('*/api/Notice-lists', () => HttpResponse.error()));
    expect(await failureOf(() => api.get('/Notice-lists'))).toBeInstanceOf(Error);
    const dialog = await findDialog('系统出错');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(dialogs()).toHaveLength(0));

    // The text in the spec's own words.
    act(() => setLanguage('en-US'));
    backend.current.server.use(http.all('*/api/Notice-lists', () => new HttpResponse('Bad Gateway', { status: 502 })));
    expect(await failureOf(() => apiNoError.get('/Notice-lists'))).toBeInstanceOf(Error);
    expect(within(await findDialog('System error')).getByText(/^calling the system service failed, the server may be abnormal$/i)).toBeInTheDocument();
  });

  it('[API-14] the request hook exposes loading, data and error', async () => {
    const { result } = renderHook(() => useRequest(loginStatus));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data?.user_info.user_id).toBe(-1);
    expect(result.current.error).toBeUndefined();

    const failing = renderHook(() => useRequest((id: number) => apiNoError.post('/Config-agreement', { agreementID: id }), { manual: true }));
    expect(failing.result.current.loading).toBe(false);
    await act(async () => {
      await failing.result.current.run(999_999).catch(() => undefined);
    });
    expect(failing.result.current.error).toBeInstanceOf(ApiFailure);
    expect(failing.result.current.data).toBeUndefined();
    await act(async () => {
      await failing.result.current.run(1);
    });
    expect(failing.result.current.error).toBeUndefined();
    expect(failing.result.current.data).toMatchObject({ err_code: 0 });
  });

  it('[API-14] the request hook renders its replies in the background when asked to (a page’s figures), at once otherwise', async () => {
    // The module's own binding, through which the hook calls it.
    const transitions = jest.spyOn(jest.requireActual<typeof import('react')>('react'), 'startTransition');
    try {
      const shown = renderHook(() => useRequest(loginStatus));
      await waitFor(() => expect(shown.result.current.loading).toBe(false));
      expect(transitions).not.toHaveBeenCalled();
      const background = renderHook(() => useRequest(loginStatus, { inBackground: true }));
      expect(background.result.current.loading).toBe(true);
      await waitFor(() => expect(background.result.current.loading).toBe(false));
      expect(background.result.current.data?.user_info.user_id).toBe(-1);
      expect(transitions).toHaveBeenCalledTimes(1);
    } finally {
      transitions.mockRestore();
    }
  });
});

describe('form encoding (qs)', () => {
  /** A value of 1024 units and more with an emoji across unit 1024, where a writer cutting text in 1024-unit pieces splits it. */
  const long = `${'a'.repeat(1023)}😀b ${'中'.repeat(1100)}😀`;

  it('[API-03] a POST body is form-encoded, a GET its query alike: a space as +, JSON fields as their text, long text intact', async () => {
    backend.current.server.use(http.all('*/api/Echo-fields', () => HttpResponse.json({ err_code: 0 })));
    const fields = { note: 'a b+c&d=e', param: { k: [1, 2] }, long };
    const [post] = await recordRequests(backend, () => api.post('/Echo-fields', fields));
    expect(post.method).toBe('POST');
    expect(post.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(post.body.startsWith('note=a+b%2Bc%26d%3De&param=%7B%22k%22%3A%5B1%2C2%5D%7D&long=aaa')).toBe(true);
    const sent = new URLSearchParams(post.body);
    expect([sent.get('note'), sent.get('param'), sent.get('long')]).toEqual(['a b+c&d=e', '{"k":[1,2]}', long]);

    const [get] = await recordRequests(backend, () => api.get('/Echo-fields', fields));
    expect(get.method).toBe('GET');
    expect(get.url.search.startsWith('?note=a+b%2Bc%26d%3De&param=')).toBe(true);
    expect([get.url.searchParams.get('note'), get.url.searchParams.get('param'), get.url.searchParams.get('long')]).toEqual(['a b+c&d=e', '{"k":[1,2]}', long]);
  });
});

describe('downloads (api.download)', () => {
  /** What saveBlob saves (the blob and the name), instead of letting jsdom follow the link. */
  function captureSaves() {
    const saved: { blob: Blob; name: string }[] = [];
    let lastBlob: Blob | null = null;
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (b: Blob) => ((lastBlob = b), 'blob:download') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: lastBlob!, name: this.download });
    });
    return saved;
  }
  afterEach(() => jest.restoreAllMocks());

  const template = { ReportName: '入库单-板材', ReportType: 5 };

  it('[API-RPT-07] POSTs reportID to /Report-marketDownLoadFile and saves the JSON as the report name with .mrt (the name the reply gives)', async () => {
    const saved = captureSaves();
    backend.current.server.use(
      http.post('*/api/Report-marketDownLoadFile', () =>
        HttpResponse.json(template, { headers: { 'Content-Disposition': `attachment; filename="download.mrt"; filename*=UTF-8''${encodeURIComponent('入库单-板材.mrt')}` } }),
      ),
    );
    let file: { blob: Blob; fileName: string } | undefined;
    const [req] = await recordRequests(backend, async () => {
      file = await api.download(ReportMarketDownLoadFile, { reportID: 7 }, { fileName: 'fallback.mrt' });
    });
    expect([req.method, req.url.pathname, req.headers.get('content-type')]).toEqual(['POST', '/api/Report-marketDownLoadFile', expect.stringMatching(/^application\/x-www-form-urlencoded/)]);
    expect(req.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(req.body).toBe('reportID=7');
    expect(file!.fileName).toBe('入库单-板材.mrt');
    expect(saved.map((s) => s.name)).toEqual(['入库单-板材.mrt']);
    expect(JSON.parse(await saved[0].blob.text())).toEqual(template);
    expect(dialogs()).toHaveLength(0);
  });

  it('[INV-LIST-21] GETs the fields in the query; without a name from the server the file is saved under the caller\'s name, or only handed back', async () => {
    const saved = captureSaves();
    backend.current.server.use(http.get('*/api/Invoice-download', () => new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'Content-Type': 'application/pdf' } })));
    const [req] = await recordRequests(backend, () => api.download(InvoiceDownload, { invoice_no: '26442000000000900005' }, { fileName: '26442000000000900005.pdf' }));
    expect([req.method, req.url.pathname, req.url.searchParams.get('invoice_no')]).toEqual(['GET', '/api/Invoice-download', '26442000000000900005']);
    expect(saved.map((s) => s.name)).toEqual(['26442000000000900005.pdf']);
    expect(String.fromCharCode(...new Uint8Array(await saved[0].blob.arrayBuffer()))).toBe('%PDF');

    const kept = await api.download(InvoiceDownload, { invoice_no: '1' }, { save: false });
    // No name at all: the endpoint's.
    expect(kept.fileName).toBe('Invoice-download');
    expect(saved).toHaveLength(1);
  });

  it("[API-09] a JSON refusal fails like any call: the '错误信息' dialog with code and message, an ApiFailure, nothing saved", async () => {
    const saved = captureSaves();
    backend.current.server.use(http.post('*/api/Report-marketDownLoadFile', () => HttpResponse.json({ err_code: 10004, err_msg: '报表不存在' })));
    const failure = await failureOf(() => api.download(ReportMarketDownLoadFile, { reportID: 7 }));
    expect(failure).toBeInstanceOf(ApiFailure);
    expect([(failure as ApiFailure).code, (failure as ApiFailure).message]).toEqual([10004, '报表不存在']);
    expect(within(await findDialog('错误信息')).getByText('10004: 报表不存在')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
