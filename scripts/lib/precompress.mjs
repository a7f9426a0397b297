// The browser assets of a build never change (their names carry their content's hash), so they are
// compressed once, here, at the strongest settings, instead of by the server on every response.
// The server sends these files as they are (lib/server/static-assets.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text formats worth compressing; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|map|html)$/;
/** Below this, a compressed copy saves less than its header costs. */
const MIN_BYTES = 1024;

/**
 * Writes `name.gz` and `name.br` beside every compressible file under `dir` (again when the file
 * is newer than its copies); returns how many files it compressed.
 */
export async function precompressAssets(dir) {
  const files = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => statSync(file).size >= MIN_BYTES);
  const fresh = (file, copy) => {
    try {
      return statSync(copy).mtimeMs >= statSync(file).mtimeMs;
    } catch {
      return false;
    }
  };
  let compressed = 0;
  // A few at a time: zlib runs on the thread pool, so they compress side by side.
  for (let i = 0; i < files.length; i += 4) {
    await Promise.all(
      files.slice(i, i + 4).map(async (file) => {
        if (fresh(file, `${file}.gz`) && fresh(file, `${file}.br`)) return;
        const body = readFileSync(file);
        const [gz, br] = await Promise.all([
          gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        ]);
        writeFileSync(`${file}.gz`, gz);
        writeFileSync(`${file}.br`, br);
        compressed += 1;
      }),
    );
  }
  return compressed;
}
