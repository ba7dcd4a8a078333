#!/usr/bin/env node
/**
 * Finds a Chromium for the browser tests, installing Debian's `chromium` (and the CJK font
 * `fonts-wqy-microhei`, without which Chinese renders as boxes) when it runs as root with apt-get.
 *
 *   import { findChromium, ensureChromium } from './scripts/ensure-chromium.mjs';
 *   node scripts/ensure-chromium.mjs      # prints the path, or what to install and exits 1
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Where Chromium usually lives; CHROMIUM_PATH comes first. */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/snap/bin/chromium'];
const FONT_PACKAGE = 'fonts-wqy-microhei';
const INSTALL_HINT = [
  'Chromium was not found. Install it and a Chinese font, then run again:',
  `  Debian/Ubuntu: sudo apt-get install chromium ${FONT_PACKAGE}`,
  '  or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
].join('\n');

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** The path of a usable Chromium, or null. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && isExecutable(fromEnv)) return fromEnv;
  if (fromEnv) console.warn(`CHROMIUM_PATH=${fromEnv} is not an executable file; looking elsewhere.`);
  return CANDIDATES.find(isExecutable) ?? null;
}

/** True when a WenQuanYi font is known to fontconfig or its Debian package is installed. */
export function hasCjkFont() {
  if (hasCommand('fc-list')) {
    try {
      if (/wqy/i.test(execFileSync('fc-list', { encoding: 'utf8' }))) return true;
    } catch {
      /* fall through to dpkg */
    }
  }
  return hasCommand('dpkg') && spawnSync('dpkg', ['-s', FONT_PACKAGE], { stdio: 'ignore' }).status === 0;
}

function canApt() {
  return typeof process.getuid === 'function' && process.getuid() === 0 && hasCommand('apt-get');
}

/** Runs apt-get non-interactively with its output shown; true when it succeeded. */
function aptGet(args) {
  console.log(`ensure-chromium: apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

let aptUpdated = false;
function aptInstall(packages) {
  if (!aptUpdated) {
    aptGet(['update']); // a failed update may still leave usable lists: try the install anyway
    aptUpdated = true;
  }
  return aptGet(['install', '-y', '--no-install-recommends', ...packages]);
}

/**
 * Returns the Chromium path, installing Chromium and the CJK font when missing and possible.
 * Returns null (after printing what to install) when there is still no Chromium.
 */
export function ensureChromium() {
  let path = findChromium();
  if (!path) {
    if (canApt()) {
      console.log('ensure-chromium: Chromium not found; installing Debian packages chromium and ' + FONT_PACKAGE);
      aptInstall(['chromium', FONT_PACKAGE]);
      path = findChromium();
    }
    if (!path) {
      console.error(INSTALL_HINT);
      return null;
    }
  }
  if (!hasCjkFont()) {
    if (canApt()) {
      console.log(`ensure-chromium: Chinese font missing; installing ${FONT_PACKAGE}`);
      if (!aptInstall([FONT_PACKAGE])) console.warn(`ensure-chromium: could not install ${FONT_PACKAGE}; Chinese may render as boxes.`);
    } else {
      console.warn(`ensure-chromium: no Chinese font found; screenshots may show boxes. Install it: sudo apt-get install ${FONT_PACKAGE}`);
    }
  }
  return path;
}

// Run directly: print the path or exit 1.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const path = ensureChromium();
  if (!path) process.exit(1);
  console.log(path);
}
