#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL cluster, then stops and removes the cluster:
//
//   node scripts/with-postgres.mjs [--env NAME] -- <command> [args…]
//
// The cluster lives in a new temporary directory, listens on 127.0.0.1 only (a free port, or
// WITH_POSTGRES_PORT), trusts local connections and skips fsync (its data is thrown away). The
// command gets its URL in TEST_DATABASE_URL (or the variable --env names, e.g. DATABASE_URL to run
// the API on it). The server runs under `timeout`, so it stops by itself after WITH_POSTGRES_LIFETIME
// seconds (default 3600) even if this script is killed; WITH_POSTGRES_LOG=1 shows the server's log.
// The cluster itself: scripts/lib/postgres-cluster.mjs.
import { spawn } from 'node:child_process';
import { startCluster } from './lib/postgres-cluster.mjs';

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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const { envName, command } = parseArgs(process.argv.slice(2));
  let cluster = null;
  let child = null;
  let cleaning = null;

  // Stops the server and removes its directory; every caller waits for the same single run.
  const cleanup = () => {
    cleaning ??= (async () => {
      if (!cluster) return;
      await cluster.remove();
      log(`cluster stopped and ${cluster.dir} removed`);
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
    cluster = await startCluster({
      lifetime: Number(process.env.WITH_POSTGRES_LIFETIME ?? 3600),
      echo: Boolean(process.env.WITH_POSTGRES_LOG),
      log,
    });
    log(`PostgreSQL on port ${cluster.port}, pid ${cluster.pid}; ${envName}=${cluster.url}`);

    const [program, ...rest] = command;
    child = spawn(program, rest, { stdio: 'inherit', detached: true, env: { ...process.env, [envName]: cluster.url } });
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
