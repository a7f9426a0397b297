// A throw-away PostgreSQL cluster on loopback: made in a new temporary directory, trusting local
// connections and skipping fsync (its data is thrown away). Used by scripts/with-postgres.mjs and by
// the tests that stop and start the server under the API. Needs Debian's `postgresql` package
// (binaries in /usr/lib/postgresql/<version>/bin, or PG_BIN); as root it is installed when missing,
// and the server runs as the `postgres` user, since PostgreSQL refuses to run as root.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function findBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : null;
}

/** The directory of PostgreSQL's programs, installing Debian's package first when root may. */
function postgresBinaries(log = () => {}) {
  let bin = findBinDir();
  if (bin) return bin;
  if (process.getuid?.() === 0) {
    log('PostgreSQL is missing: installing Debian’s postgresql package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
    bin = findBinDir();
    if (bin) return bin;
  }
  throw new Error('PostgreSQL is missing. Install it with:  sudo apt-get install -y postgresql  (or set PG_BIN)');
}

/** The uid and gid to run the server as: the `postgres` user when this runs as root. */
function serverUser() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function freePort() {
  if (process.env.WITH_POSTGRES_PORT) return Promise.resolve(Number(process.env.WITH_POSTGRES_PORT));
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Makes a cluster and starts its server. `lifetime` (seconds) bounds the server's life under
 * `timeout`, so it stops by itself even if its owner is killed; `echo` shows the server's log.
 * The answer's `stop()` shuts the server down fast (as an operator's restart does: sessions end with
 * 57P01), `start()` starts it again on the same data and port, `remove()` stops it and deletes the
 * directory.
 */
export async function startCluster({ lifetime = 3600, echo = false, log = () => {} } = {}) {
  const bin = postgresBinaries(log);
  const user = serverUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'halcyon-pg-'));
  const data = path.join(dir, 'data');
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  const initdb = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
    { cwd: dir, encoding: 'utf8', ...user },
  );
  if (initdb.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${initdb.stdout}\n${initdb.stderr}`);
  }
  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: dir,
    max_connections: '200',
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
  };
  const args = ['-D', data, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  let server = null;
  let serverLog = '';

  async function start() {
    server = spawn(
      'timeout',
      ['--signal=INT', '--kill-after=30', String(lifetime), path.join(bin, 'postgres'), ...args],
      {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'pipe'],
        ...user,
      },
    );
    server.stderr.on('data', (chunk) => {
      serverLog = (serverLog + chunk.toString()).slice(-20_000);
      if (echo) process.stderr.write(chunk);
    });
    const started = Date.now();
    for (;;) {
      if (server.exitCode !== null)
        throw new Error(`postgres exited with ${server.exitCode} while starting:\n${serverLog}`);
      const ready = spawnSync(path.join(bin, 'pg_isready'), [
        '-q',
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
      ]);
      if (ready.status === 0) return;
      if (Date.now() - started > 30_000) throw new Error(`postgres did not start within 30 s:\n${serverLog}`);
      await sleep(200);
    }
  }

  async function stop() {
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGINT'); // `timeout` passes it on: a fast shutdown
    await Promise.race([exited, sleep(10_000)]);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  }

  let removing = null;
  const remove = () => {
    removing ??= stop().then(() => rmSync(dir, { recursive: true, force: true }));
    return removing;
  };

  try {
    await start();
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    get pid() {
      return server?.pid;
    },
    start,
    stop,
    remove,
  };
}
