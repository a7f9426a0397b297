// Seeded database copies for a test run (scripts/lib/seed-snapshots.ts):
//   tsx scripts/seed-snapshots.ts make <dir>                  the three copies, into <dir>
//   tsx scripts/seed-snapshots.ts restore <dir> <kind> <data>   one copy, into an API's DATA_DIR
import { makeSeedSnapshots, restoreSeedSnapshot, type SeedKind } from './lib/seed-snapshots';

const KINDS: readonly string[] = ['none', 'members', 'all'] satisfies SeedKind[];
const [command, dir, kind, dataDir] = process.argv.slice(2);

// Not top-level await: tsx loads this file as CommonJS, the package having no "type": "module".
async function main(): Promise<void> {
  if (command === 'make' && dir) await makeSeedSnapshots(dir);
  else if (command === 'restore' && dir && kind && KINDS.includes(kind) && dataDir)
    await restoreSeedSnapshot(dir, kind as SeedKind, dataDir);
  else {
    console.error('usage: tsx scripts/seed-snapshots.ts make <dir> | restore <dir> <none|members|all> <data-dir>');
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
