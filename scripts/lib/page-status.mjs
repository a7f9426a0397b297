// The 404 page and the error screen of an API outage are prerendered like any other page, and
// Next records a prerendered page's status as 200. A cached page's recorded status wins over the
// one the proxy gives its rewrite, so until the page was first regenerated, the first unknown path
// after a deploy answered 200 (and so would the first page of an outage). These pages only ever
// answer their own status: their prerendered entries say so (decision records 12 and 14).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Sets `status` on every prerendered entry of the route `segment` under `appDir`; returns how many. */
export function recordPageStatus(appDir, segment, status) {
  let recorded = 0;
  for (const entry of readdirSync(appDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== `${segment}.meta`) continue;
    const file = path.join(entry.parentPath, entry.name);
    const meta = JSON.parse(readFileSync(file, 'utf8'));
    if (meta.status === status) continue;
    writeFileSync(file, JSON.stringify({ ...meta, status }, null, 2));
    recorded += 1;
  }
  return recorded;
}
