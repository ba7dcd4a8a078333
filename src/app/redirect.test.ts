import { HOME_PAGE, loginUrlFrom, safeRedirect } from './redirect';

const base = 'https://erp.example.com/user.html#/login';

describe('safe redirect after login', () => {
  it('keeps a page of the product on this site, with its hash route', () => {
    expect(safeRedirect('erp.html#/orders/list', base)).toBe('/erp.html#/orders/list');
    expect(safeRedirect('/finance.html?x=1#/balance/query', base)).toBe('/finance.html?x=1#/balance/query');
    expect(safeRedirect('index.html', base)).toBe('/index.html');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['another site', 'https://evil.example/index.html'],
    ['protocol-relative', '//evil.example/index.html'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['backslashes', '/\\evil.example/index.html'],
    ['an unknown file', '/admin.php'],
    ['another directory', '/other/index.html'],
    ['same origin spelled absolute', 'https://erp.example.com/index.html'],
  ])('falls back to index.html for %s', (_what, redirect) => {
    expect(safeRedirect(redirect, base)).toBe(HOME_PAGE);
  });
});

describe('login URL', () => {
  it('remembers the current page and its hash route', () => {
    const url = loginUrlFrom('https://erp.example.com/erp.html#/orders/list');
    expect(url.startsWith('user.html#/login?redirect=')).toBe(true);
    expect(decodeURIComponent(url.split('redirect=')[1])).toBe('erp.html#/orders/list');
  });

  it('does not send the login page back to itself', () => {
    expect(loginUrlFrom('https://erp.example.com/user.html#/login')).toBe('user.html#/login');
  });
});
