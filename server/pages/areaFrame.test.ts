/**
 * The frame of an area page, cut at build time and filled in for each session (areaFrame.ts); the
 * page around it (framedPages.ts). In Chromium, against the real shell: tests/e2e/frame.e2e.test.ts.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginStatus } from '../../src/common/session';
import { escapeHtml, fillFrame, FRAME_SLOTS, frameParts, frameValuesOf, openAreas, type AreaFrames, type FrameValues } from './areaFrame';
import { framedPages } from './framedPages';

const MARK = '<svg class="mark" width="28"></svg>';
const brandMark = (size: number) => MARK.replace('28', String(size));

/** The shell's markup as the build renders it with the marked session. */
const SHELL =
  `<header><a class="area-brand" href="index.html" title="${FRAME_SLOTS.shopName}">` +
  `<link rel="preload" as="image" href="${FRAME_SLOTS.shopLogo}"/>` +
  `<img class="area-shop-logo" src="${FRAME_SLOTS.shopLogo}" alt="${FRAME_SLOTS.shopName}" width="28" height="28"/>` +
  `<span class="area-brand-name">${FRAME_SLOTS.shopName}</span></a>` +
  `<nav><a href="index.html" title="综合管理" class="area-nav-item area-nav-item--active" aria-current="page"><span>综合管理</span></a>` +
  `<a href="erp.html" title="订单管理" class="area-nav-item"><span>订单管理</span></a>` +
  `<a href="finance.html" title="财务管理" class="area-nav-item"><span>财务管理</span></a></nav>` +
  `<button aria-label="${FRAME_SLOTS.loginName} 的个人菜单">${FRAME_SLOTS.loginName}</button><span>${FRAME_SLOTS.version}</span></header>`;

const values = (overrides: Partial<FrameValues> = {}): FrameValues => ({
  slots: { shopName: '演示家具厂', shopLogo: '/files/logo.png', loginName: 'demo_admin', version: '20231120-1' },
  areas: new Set(['index', 'erp', 'depot', 'finance']),
  logo: true,
  ...overrides,
});

describe('the frame of an area page', () => {
  const parts = frameParts(SHELL, brandMark);

  it('[SHELL-01] shows the shop’s name and logo, the user and the version of the session', () => {
    const html = fillFrame(parts, values());
    expect(html).toContain('<span class="area-brand-name">演示家具厂</span>');
    expect(html).toContain('<img class="area-shop-logo" src="/files/logo.png" alt="演示家具厂" width="28" height="28"/>');
    expect(html).toContain('<link rel="preload" as="image" href="/files/logo.png"/>');
    expect(html).toContain('aria-label="demo_admin 的个人菜单">demo_admin</button><span>20231120-1</span>');
    expect(html).not.toContain('__frame_');
    expect(html).not.toContain(MARK);
  });

  it('[SHELL-01] shows the product’s mark, at the logo’s size and with nothing to preload, for a shop without a logo', () => {
    const html = fillFrame(parts, values({ logo: false, slots: { ...values().slots, shopLogo: '' } }));
    expect(html).toContain(`title="演示家具厂">${MARK}<span class="area-brand-name">`);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('preload');
  });

  it('escapes what the session holds: a shop or user named as markup stays text, in text and in attributes', () => {
    const hostile = '<script>alert("x")</script>&\'';
    const html = fillFrame(parts, values({ slots: { shopName: hostile, shopLogo: '" onerror="alert(1)', loginName: hostile, version: '<b>' } }));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('" onerror="');
    expect(html).not.toContain('<b>');
    expect(html).toContain(`<span class="area-brand-name">&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#38;&#39;</span>`);
    expect(html).toContain('src="&#34; onerror=&#34;alert(1)"');
    expect(escapeHtml(`<>&"'`)).toBe('&#60;&#62;&#38;&#34;&#39;');
  });

  it('[ROUTE-01] links only the areas the session can open', () => {
    const html = fillFrame(parts, values({ areas: new Set(['index', 'finance']) }));
    expect([...html.matchAll(/<a href="(\w+)\.html"/g)].map((m) => m[1])).toEqual(['index', 'finance']);
    expect(html).toContain('<a class="area-brand" href="index.html"');
  });

  it('is refused at build time when the shell holds a mark it does not know or a link to no area', () => {
    expect(() => frameParts('<b>__frame_shop_phone__</b>', brandMark)).toThrow('unknown slot __frame_shop_phone__');
    expect(() => frameParts('<a href="shop.html" class="area-nav-item">x</a>', brandMark)).toThrow('a link to no area');
  });
});

describe('the areas a session can open', () => {
  const openWith: AreaFrames['openWith'] = { index: [['SF_MY_RIGHTS']], erp: [['SF_STORE_ORD_LIST'], ['SF_BILL_DETAIL']], depot: [['SF_STAFF_QUERY']], finance: [[]] };

  it('[ROUTE-01] are those with a page whose right it holds or that needs none, and the area shown whatever it holds', () => {
    expect([...openAreas(openWith, { SF_BILL_DETAIL: true }, 'index')]).toEqual(['index', 'erp', 'finance']);
    expect([...openAreas(openWith, {}, 'depot')]).toEqual(['depot', 'finance']);
    expect([...openAreas(openWith, { SF_STAFF_QUERY: false }, 'erp')]).toEqual(['erp', 'finance']);
  });
});

describe('an area page with its frame', () => {
  const session = (selfAccount: number, shopName: string): LoginStatus =>
    ({
      user_info: { user_id: 7, login_name: 'south_admin' },
      shop_info: { shop_id: 2, shop_name: shopName, shop_logo: '', self_account: selfAccount },
      auth_info: {},
      version: { version_name: '' },
    }) as unknown as LoginStatus;

  function dist(): string {
    const dir = mkdtempSync(join(tmpdir(), 'frames-'));
    const page = (lang: string) => `<!doctype html><html lang=${lang}><head></head><body><div id=root><div class=boot-placeholder aria-hidden=true><span></span><span></span><span></span></div></div></body></html>`;
    writeFileSync(join(dir, 'erp.html'), page('zh-CN'));
    writeFileSync(join(dir, 'erp.en-US.html'), page('en-US'));
    const frames: AreaFrames = {
      openWith: { index: [], erp: [[]], depot: [], finance: [] },
      frames: {
        'erp.zh-CN': { demo: ['<div class="banner">演示账号</div>', { slot: 'shopName' }], plain: [{ slot: 'shopName' }, { slot: 'version' }] },
        'erp.en-US': { demo: ['<div class="banner">demo</div>'], plain: ['<b>English</b>', { slot: 'shopName' }] },
      },
    };
    writeFileSync(join(dir, 'frames.json'), JSON.stringify(frames));
    return dir;
  }

  it('[SHELL-14] is the page of the language asked for, its #root holding the frame of a demo shop (with its banner) or of another shop', () => {
    const dir = dist();
    const framed = framedPages(dir, (area, language) => (language === 'zh-CN' ? `${area}.html` : `${area}.${language}.html`));
    if (!framed) throw new Error('no frames read');
    expect(framed('erp', 'zh-CN', session(1, '演示家具厂'))).toBe(
      '<!doctype html><html lang=zh-CN><head></head><body><div id="root" data-framed=""><div class="banner">演示账号</div>演示家具厂</div></body></html>',
    );
    expect(framed('erp', 'zh-CN', session(0, '南方<板材>'))).toContain('<div id="root" data-framed="">南方&#60;板材&#62;20231120-1</div>');
    expect(framed('erp', 'en-US', session(0, 'South'))).toContain('<html lang=en-US><head></head><body><div id="root" data-framed=""><b>English</b>South</div>');
    // A page the build drew no frame of comes as it is.
    expect(framed('depot', 'zh-CN', session(0, 'x'))).toBeNull();
  });

  it('is not drawn at all where the build wrote no frames (a development build)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'frames-'));
    expect(framedPages(dir, (area) => `${area}.html`)).toBeNull();
  });
});

describe('what the frame shows of a session', () => {
  it('[SHELL-01] is its shop, logo, user and version, the version label when the session names none', () => {
    const reply = {
      user_info: { login_name: 'demo_admin' },
      shop_info: { shop_name: '演示家具厂', shop_logo: '' },
      auth_info: {},
      version: { version_name: '' },
    } as unknown as LoginStatus;
    const shown = frameValuesOf(reply, { index: [], erp: [], depot: [], finance: [] }, 'index');
    expect(shown).toEqual({ slots: { shopName: '演示家具厂', shopLogo: '', loginName: 'demo_admin', version: '20231120-1' }, areas: new Set(['index']), logo: false });
  });
});
