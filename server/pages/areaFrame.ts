/**
 * The frame of an area page: its shell (header, demo banner, the menu's box, the phone's bottom bar)
 * as drawn for the visitor's session, sent inside the page's HTML so that a phone shows it before
 * any script has arrived. The page's scripts start once it has been painted and render the page
 * over it (src/app/paintFirst/areaPaintFirstEntry.ts, src/entries/startApp.tsx).
 *
 * The build renders the shell of each area, language and layout kind with the real components and a
 * session whose texts are marked slots (scripts/render-at-build-frames.tsx), and cuts the markup
 * into parts (`frameParts`): text, slots, and pieces shown only to some sessions (an area's link,
 * the shop's logo or else the product's mark). The Node host fills them in for each request from
 * the session's own User-loginStatus reply (`fillFrame`, `frameValuesOf`), every value HTML-escaped.
 */
import { canAccess, type AuthInfo } from '../../src/common/access';
import { AREAS, VERSION_LABEL, type Area } from '../../src/common/constants';
import type { RightCode } from '../../src/common/rights';
import type { LoginStatus } from '../../src/common/session';

/** What the build's session holds in place of the visitor's texts: marks that no real text contains. */
export const FRAME_SLOTS = {
  shopName: '__frame_shop_name__',
  shopLogo: '__frame_shop_logo__',
  loginName: '__frame_login_name__',
  version: '__frame_version__',
} as const;
export type FrameSlot = keyof typeof FRAME_SLOTS;

/** A piece shown when the visitor can open `area`, or when the shop has (or has not) a logo. */
export type FrameCondition = { area: Area } | { logo: boolean };
export type FramePart = string | { slot: FrameSlot } | { when: FrameCondition; parts: FramePart[] };

/** What the build writes to frames.json. */
export interface AreaFrames {
  /** The rights that open each area: one per route, any one suffices ([] needs none), as openableAreas decides. */
  openWith: Record<Area, (RightCode | readonly RightCode[])[]>;
  /** The frame of each area page in each language (`index.zh-CN`), for a demo shop (with its banner) and for the others. */
  frames: Record<string, { demo: FramePart[]; plain: FramePart[] }>;
}

export interface FrameValues {
  slots: Record<FrameSlot, string>;
  /** The areas whose link shows (the top navigation, the bottom bar). */
  areas: ReadonlySet<Area>;
  logo: boolean;
}

/** The file the build writes the frames to, beside the pages. */
export const FRAMES_FILE = 'frames.json';

/** The boot placeholder of public/template.html's #root, as the HTML minifier leaves it. */
export const BOOT_ROOT = /<div id="?root"?><div class="?boot-placeholder"?[^>]*>(?:<span><\/span>){3}<\/div><\/div>/;

const SLOT_BY_MARK = new Map<string, FrameSlot>((Object.keys(FRAME_SLOTS) as FrameSlot[]).map((slot) => [FRAME_SLOTS[slot], slot]));
const MARK = /__frame_[a-z_]+__/g;
/**
 * The pieces of the shell that depend on the session beyond its texts: the areas' links, the shop's
 * logo and the hint to fetch it early that React writes with it.
 */
const PIECE = /<a [^>]*class="area-(?:nav|bottom)-item[^"]*"[^>]*>[\s\S]*?<\/a>|<img [^>]*src="__frame_shop_logo__"[^>]*>|<link [^>]*href="__frame_shop_logo__"[^>]*>/g;

/** `html` cut at its slots' marks. */
function slotParts(html: string): FramePart[] {
  const parts: FramePart[] = [];
  let at = 0;
  for (const match of html.matchAll(MARK)) {
    const slot = SLOT_BY_MARK.get(match[0]);
    if (!slot) throw new Error(`area frame: unknown slot ${match[0]}`);
    if (match.index > at) parts.push(html.slice(at, match.index));
    parts.push({ slot });
    at = match.index + match[0].length;
  }
  if (at < html.length) parts.push(html.slice(at));
  return parts;
}

/** One session-dependent piece of the shell as parts: an area's link, or the logo with the product's mark in its place. */
function pieceParts(piece: string, brandMark: (size: number) => string): FramePart[] {
  if (piece.startsWith('<link')) return [{ when: { logo: true }, parts: slotParts(piece) }];
  if (piece.startsWith('<img')) {
    const size = Number(/ width="(\d+)"/.exec(piece)?.[1]);
    if (!size) throw new Error(`area frame: the shop's logo has no width: ${piece}`);
    return [
      { when: { logo: true }, parts: slotParts(piece) },
      { when: { logo: false }, parts: [brandMark(size)] },
    ];
  }
  const area = / href="([a-z]+)\.html"/.exec(piece)?.[1] as Area | undefined;
  if (!area || !AREAS.includes(area)) throw new Error(`area frame: a link to no area: ${piece}`);
  return [{ when: { area }, parts: slotParts(piece) }];
}

/**
 * The build's side: the shell's markup, rendered with the marked session, as parts. `brandMark`
 * gives the markup of the product's mark at a size, shown where a shop has no logo.
 */
export function frameParts(html: string, brandMark: (size: number) => string): FramePart[] {
  const parts: FramePart[] = [];
  let at = 0;
  for (const match of html.matchAll(PIECE)) {
    parts.push(...slotParts(html.slice(at, match.index)), ...pieceParts(match[0], brandMark));
    at = match.index + match[0].length;
  }
  parts.push(...slotParts(html.slice(at)));
  return parts;
}

/** Text made safe for HTML, in an element's text and in a quoted attribute alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function holds(condition: FrameCondition, values: FrameValues): boolean {
  return 'area' in condition ? values.areas.has(condition.area) : condition.logo === values.logo;
}

/** The host's side: the frame's markup for one session. */
export function fillFrame(parts: readonly FramePart[], values: FrameValues): string {
  let html = '';
  for (const part of parts) {
    if (typeof part === 'string') html += part;
    else if ('slot' in part) html += escapeHtml(values.slots[part.slot]);
    else if (holds(part.when, values)) html += fillFrame(part.parts, values);
  }
  return html;
}

/** The areas `auth` can open a page of, and `current` whatever it holds (src/shell/useVisibleAreas.ts). */
export function openAreas(openWith: AreaFrames['openWith'], auth: AuthInfo, current: Area): Set<Area> {
  return new Set(AREAS.filter((area) => area === current || openWith[area].some((rights) => canAccess(auth, rights))));
}

/** What the frame shows of a session, as the shell would show it (AreaHeader.tsx, ShopLogo.tsx). */
export function frameValuesOf(reply: LoginStatus, openWith: AreaFrames['openWith'], current: Area): FrameValues {
  return {
    slots: {
      shopName: reply.shop_info.shop_name,
      shopLogo: reply.shop_info.shop_logo,
      loginName: reply.user_info.login_name,
      version: reply.version.version_name || VERSION_LABEL,
    },
    areas: openAreas(openWith, reply.auth_info, current),
    logo: reply.shop_info.shop_logo !== '',
  };
}
