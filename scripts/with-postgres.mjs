#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL cluster, then stops and removes the cluster:
//
//   node scripts/with-postgres.mjs [--env NAME] -- <command> [args…]
//
// The cluster lives in a new temporary directory, listens on 127.0.0.1 only (a free port, or
// WITH_POSTGRES_PORT), trusts local connections and skips fsync (its data is thrown away). The
// command gets its URL in TEST_DATABASE_URL (or the variable --env names, e.g. DATABASE_URL to run
// the API on it). The server runs under `timeout`, so it stops by itself after WITH_POSTGRES_LIFETIME
// seconds (default 3600) even if this script is killed; WITH_POSTGRES_LOG=1 shows the server's log. Needs Debian's `postgresql` package (binaries
// in /usr/lib/postgresql/<version>/bin, or PG_BIN); as root it is installed when missing, and the
// server runs as the `postgres` user, since PostgreSQL refuses to run as root.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const log = (message) => console.log(`[with-postgres] ${message}`);

function parseArgs(argv) {
  let envName = 'TEST_DATABASE_URL';
  const separator = argv.indexOf('--');
  const options = separator === -1 ? [] : argv.slice(0, separator);
  const command = separator === -1 ? argv : argv.slice(separator + 1);
  for (let i = 0; i < options.length; i += 1) {
    if (options[i] === '--env' && options[i + 1]) envName = options[++i];
    else throw new Error(`unknown option ${options[i]}`);
  }
  if (command.length === 0) throw new Error('usage: node scripts/with-postgres.mjs [--env NAME] -- <command> [args…]');
  return { envName, command };
}

function findBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : null;
}

function ensureBinaries() {
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const { envName, command } = parseArgs(process.argv.slice(2));
  const bin = ensureBinaries();
  const user = serverUser();
  const lifetime = Number(process.env.WITH_POSTGRES_LIFETIME ?? 3600);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'halcyon-pg-'));
  const data = path.join(dir, 'data');
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  let server = null;
  let child = null;
  let cleaning = null;

  // Stops the server and removes its directory; every caller waits for the same single run.
  const cleanup = () => {
    cleaning ??= (async () => {
      if (server && server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGINT'); // `timeout` passes it on: a fast shutdown
        await Promise.race([exited, sleep(10_000)]);
        if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
      log(`cluster stopped and ${dir} removed`);
    })();
    return cleaning;
  };

  // The command runs in a process group of its own, so that a signal reaches all of it (npx, a
  // shell and what they start), not only its first process.
  const stopCommand = (signal) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
    return Promise.race([exited, sleep(10_000)]);
  };

  const onSignal = (signal) => {
    void stopCommand(signal)
      .then(cleanup)
      .then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    const initdb = spawnSync(
      path.join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
      { cwd: dir, encoding: 'utf8', ...user },
    );
    if (initdb.status !== 0) throw new Error(`initdb failed:\n${initdb.stdout}\n${initdb.stderr}`);

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
    server = spawn(
      'timeout',
      ['--signal=INT', '--kill-after=30', String(lifetime), path.join(bin, 'postgres'), ...args],
      { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], ...user },
    );
    // The server's log is kept quiet unless something goes wrong.
    let serverLog = '';
    server.stderr.on('data', (chunk) => {
      serverLog = (serverLog + chunk.toString()).slice(-20_000);
      if (process.env.WITH_POSTGRES_LOG) process.stderr.write(chunk);
    });
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
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
      if (ready.status === 0) break;
      if (Date.now() - started > 30_000) throw new Error(`postgres did not start within 30 s:\n${serverLog}`);
      await sleep(200);
    }
    log(`PostgreSQL (${path.basename(path.dirname(bin))}) on port ${port}, pid ${server.pid}; ${envName}=${url}`);

    const [program, ...rest] = command;
    child = spawn(program, rest, { stdio: 'inherit', detached: true, env: { ...process.env, [envName]: url } });
    const code = await new Promise((resolve) => {
      child.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
      child.once('error', (error) => {
        console.error(`[with-postgres] cannot run ${program}: ${error.message}`);
        resolve(127);
      });
    });
    await cleanup();
    process.exit(code);
  } catch (error) {
    console.error(`[with-postgres] ${error instanceof Error ? error.message : String(error)}`);
    await cleanup();
    process.exit(1);
  }
}

void main();
