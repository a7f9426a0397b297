import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './config.mjs';

const children = [];

export function log(message) {
  process.stdout.write(`bench: ${message}\n`);
}

export function start(name, command, args, env) {
  // A group of its own, so that stopping it reaches what it started too (tsx's child process).
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  // What a process says on stderr is kept (bounded) for a report that must say why a request failed.
  child.errors = '';
  child.stderr.on('data', (chunk) => {
    child.errors = (child.errors + chunk).slice(-200_000);
    if (process.env.BENCH_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
  });
  children.push(child);
  return child;
}

export function stopAll() {
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}
export async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

export function run(command, args, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.resume();
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${path.basename(command)} timed out`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} exited ${code}: ${stderr.slice(-500)}`));
    });
  });
}
