/**
 * What a login-log row says about where a login came from: the browser and operating system
 * (parsed by ua-parser-js from the User-Agent header) and the login source of LOGIN_SOURCES —
 * WeChat's built-in browser, a phone or tablet, or a computer.
 */
import { UAParser } from 'ua-parser-js';
import type { LoginSourceId } from '../../src/common/logs';

export interface ClientOfLogin {
  browser: string;
  os: string;
  source: LoginSourceId;
}

const named = (name: string | undefined, version: string | undefined, max: number) => [name, version].filter(Boolean).join(' ').slice(0, max);

export function clientOf(userAgent: string | undefined): ClientOfLogin {
  const ua = (userAgent ?? '').slice(0, 512);
  const parsed = new UAParser(ua).getResult();
  const major = parsed.browser.version?.split('.')[0];
  const device = parsed.device.type;
  const source: LoginSourceId = /MicroMessenger/i.test(ua) ? 3 : device === 'mobile' || device === 'tablet' ? 2 : 1;
  return { browser: named(parsed.browser.name, major, 60), os: named(parsed.os.name, parsed.os.version, 60), source };
}
