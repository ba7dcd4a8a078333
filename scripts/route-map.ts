/** Writes the README's route map (src/structure/routeMap.ts): `npm run route-map`. */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../src/structure/importGraph';
import { readmeWithMap } from '../src/structure/routeMap';

const file = path.join(ROOT, 'README.md');
fs.writeFileSync(file, readmeWithMap(fs.readFileSync(file, 'utf8')));
console.log('README.md: route map written');
