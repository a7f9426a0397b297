import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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
  child.benchName = name;
  children.push(child);
  return child;
}

let ticksPerSecond;

/**
 * The CPU time, in milliseconds, used so far by what was started under `name` (or `name-1`,
 * `name-2`…), each with every process of its group (tsx runs the server in a child). Read from
 * /proc, so null where there is none: the figure is then left out of the report.
 */
export function cpuMs(name) {
  let entries;
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  const groups = new Set(
    children.filter((c) => c.benchName === name || c.benchName?.startsWith(`${name}-`)).map((c) => c.pid),
  );
  let ticks = 0;
  for (const pid of entries) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // After the command's name (in parentheses, which may hold spaces): state, ppid, pgrp, … utime, stime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (groups.has(Number(fields[2]))) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / ticksPerSecond;
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
