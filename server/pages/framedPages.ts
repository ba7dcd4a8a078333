/**
 * The Node host's area pages with their frame drawn in (areaFrame.ts): the page as the build wrote
 * it in the visitor's language, its #root holding the shell filled in for the visitor's session.
 * The pages and frames are read once, at start-up.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AREAS, FRAMED_ROOT_ATTRIBUTE, type Area } from '../../src/common/constants';
import type { LoginStatus } from '../../src/common/session';
import { LOCALES, type Locale } from '../../src/common/messages/locales';
import { BOOT_ROOT, fillFrame, FRAMES_FILE, frameValuesOf, type AreaFrames } from './areaFrame';

/** Draws an area page for a session: null when the build has none for that page and language. */
export type FramedPage = (area: Area, language: Locale, session: LoginStatus) => string | null;

/** The built page `file` cut around its #root, or null when there is no such page. */
function pageAroundRoot(distDir: string, file: string): { before: string; after: string } | null {
  const path = resolve(distDir, file);
  if (!existsSync(path)) return null;
  const html = readFileSync(path, 'utf8');
  const root = BOOT_ROOT.exec(html);
  if (!root) throw new Error(`${file}: the boot placeholder of #root was not found`);
  return { before: html.slice(0, root.index), after: html.slice(root.index + root[0].length) };
}

/**
 * The pages of `distDir` with their frames, as a function; null when the build wrote no frames (a
 * development build: the pages then come as they are).
 */
export function framedPages(distDir: string, fileOf: (area: Area, language: Locale) => string): FramedPage | null {
  const framesPath = resolve(distDir, FRAMES_FILE);
  if (!existsSync(framesPath)) return null;
  const { openWith, frames } = JSON.parse(readFileSync(framesPath, 'utf8')) as AreaFrames;
  // Each page of a frame, cut around its #root once, here: a request only joins strings.
  const pages = new Map<string, { before: string; after: string } | null>(LOCALES.flatMap((language) => AREAS.map((area) => [`${area}.${language}`, pageAroundRoot(distDir, fileOf(area, language))] as const)));
  return (area, language, session) => {
    const key = `${area}.${language}`;
    const frame = frames[key];
    const page = pages.get(key);
    if (!frame || !page) return null;
    const parts = session.shop_info.self_account === 1 ? frame.demo : frame.plain;
    const markup = fillFrame(parts, frameValuesOf(session, openWith, area));
    return `${page.before}<div id="root" ${FRAMED_ROOT_ATTRIBUTE}="">${markup}</div>${page.after}`;
  };
}
