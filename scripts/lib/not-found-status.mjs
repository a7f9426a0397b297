// The 404 page is prerendered like any other, and Next records a prerendered page's status as 200.
// A cached page's recorded status wins over the one the proxy gives its rewrite, so until the page
// was first regenerated, the first unknown path after a deploy answered 200. The 404 page only
// ever answers 404: its prerendered entries say so (decision record 12).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Sets status 404 on every prerendered entry of the route `segment` under `appDir`; returns how many. */
export function recordNotFoundStatus(appDir, segment) {
  let recorded = 0;
  for (const entry of readdirSync(appDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== `${segment}.meta`) continue;
    const file = path.join(entry.parentPath, entry.name);
    const meta = JSON.parse(readFileSync(file, 'utf8'));
    if (meta.status === 404) continue;
    writeFileSync(file, JSON.stringify({ ...meta, status: 404 }, null, 2));
    recorded += 1;
  }
  return recorded;
}
