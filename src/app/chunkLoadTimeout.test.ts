/** [API-17] The chunk load timeout of the build is CHUNK_LOAD_TIMEOUT_MS, 120000 ms. */
import { CHUNK_LOAD_TIMEOUT_MS } from '../common/constants';
import config from '../../webpack.config';

it('[API-17] webpack gives up on a chunk after 120000 ms (output.chunkLoadTimeout), in production and development', () => {
  expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  for (const mode of ['production', 'development'] as const) {
    expect(config({}, { mode }).output?.chunkLoadTimeout).toBe(CHUNK_LOAD_TIMEOUT_MS);
  }
});
