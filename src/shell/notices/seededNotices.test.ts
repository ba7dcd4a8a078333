/**
 * The demo's notices announce only what exists (issue 26): the login popup advertised a pricing
 * scheme under 财务管理 and six kinds of report, pages still to come. Neither a seeded notice nor
 * the text in its pictures names a page that is a placeholder, every picture exists, and a link
 * leads to a built page.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router-dom';
import { DEMO_NOTICES, DEMO_NOTICE_TEXTS } from '../../../server/db/seed';
import { AREA_DEFINITIONS } from '../../routes/allAreas';
import { AREAS } from '../../common/constants';
import { zhCN } from '../../locales/zh-CN';

const PUBLIC = path.join(__dirname, '../../../public');

const pathsOf = (content: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(content);
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
};
const pictures = DEMO_NOTICES.filter((n) => [2, 4, 5].includes(n.notice_type)).flatMap((n) => pathsOf(n.notice_content));
/** The words drawn in the notices' SVG pictures. */
const pictureWords = pictures
  .filter((p) => p.endsWith('.svg'))
  .flatMap((p) => [...readFileSync(path.join(PUBLIC, p), 'utf8').matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]));
const everything = [...DEMO_NOTICE_TEXTS, ...pictureWords].join('\n');

const placeholders = AREAS.flatMap((area) => AREA_DEFINITIONS[area].routes.filter((r) => r.pending).map((r) => ({ area, route: r })));

describe('the seeded notices', () => {
  it('[SHELL-24] [SHELL-26] [SHELL-27] show pictures and videos that exist', () => {
    expect(pictures.length).toBeGreaterThanOrEqual(6);
    for (const p of pictures) expect({ path: p, exists: existsSync(path.join(PUBLIC, p)) }).toEqual({ path: p, exists: true });
  });

  it('[SHELL-22] name no page that is a placeholder, nor the pricing scheme and the six reports that were advertised', () => {
    expect(placeholders.length).toBeGreaterThan(40);
    for (const { route } of placeholders) {
      const label = zhCN[route.title!];
      // Where it is named, with some text around it, when it is.
      const at = everything.indexOf(label);
      expect({ label, named: at < 0 ? false : everything.slice(Math.max(0, at - 20), at + 20) }).toEqual({ label, named: false });
    }
    expect(everything).not.toMatch(/计价方案|计价配置|6 类|经营报表|了解详情/);
  });

  it('[SHELL-25] link to a built page of the product', () => {
    const links = [...DEMO_NOTICE_TEXTS.join('\n').matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
    expect(links).toEqual(['/index.html#/invoice/request']);
    for (const link of links) {
      const [, page, hash] = /^\/(\w+)\.html#(.*)$/.exec(link)!;
      const route = AREA_DEFINITIONS[page === 'index' ? 'index' : (page as 'erp')].routes.find((r) => matchPath({ path: r.path, end: true }, hash));
      expect(route?.path).toBe('/invoice/request');
      expect(route?.pending).toBeUndefined();
    }
  });
});
