import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { storefrontServer } from '../lib/prepare.mjs';
import { API_PORT, DATA_DIR, EDGE, HOST, NODES, REDIS_PORT, root, WEB_PORT } from './config.mjs';
import { log, start, waitFor } from './processes.mjs';

/** Which program of the machine's PATH (or sbin) runs `name`, or undefined. */
function program(name) {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

/** nginx's own answers for the build's assets and the API's artwork (BENCH_EDGE). */
function edgeLocations() {
  const proxied = [
    'proxy_pass http://storefront;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $http_host;',
  ];
  return [
    '    location /_next/static/ {',
    `      alias ${path.join(root, '.next/static')}/;`,
    '      gzip_static on;',
    '      add_header Cache-Control "public, max-age=31536000, immutable";',
    '      add_header X-Content-Type-Options nosniff;',
    '    }',
    '    location /api/web/v1/media/ {',
    ...proxied.map((line) => `      ${line}`),
    '      proxy_cache media;',
    '      proxy_cache_lock on;',
    '      add_header X-Edge-Cache $upstream_cache_status;',
    '    }',
  ];
}

/**
 * BENCH_NODES nodes of the build on the ports after WEB_PORT, sharing a Redis, and nginx on WEB_PORT
 * spreading requests over them with kept-alive connections, as docs/deploying.md describes.
 */
export async function startBehindBalancer() {
  const nginx = program('nginx');
  const redis = program('redis-server');
  if (!nginx || !redis)
    throw new Error('BENCH_NODES needs nginx and redis-server (apt-get install -y nginx redis-server)');
  const dir = path.join(root, DATA_DIR, 'balancer');
  mkdirSync(dir, { recursive: true });
  start('redis', redis, ['--port', String(REDIS_PORT), '--bind', HOST, '--save', '', '--appendonly', 'no']);
  const ports = Array.from({ length: NODES }, (_, i) => WEB_PORT + 1 + i);
  for (const [i, port] of ports.entries()) {
    start(`web-${i}`, ...storefrontServer('-p', String(port), '-H', 'localhost'), {
      API_ORIGIN: `http://${HOST}:${API_PORT}`,
      REDIS_URL: `redis://${HOST}:${REDIS_PORT}`,
      TRUST_PROXY: 'true',
    });
  }
  for (const port of ports) await waitFor(`http://${HOST}:${port}/api/health`, 120_000);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${dir}/${k};`),
      `  upstream storefront { ${ports.map((port) => `server ${HOST}:${port};`).join(' ')} keepalive 64; }`,
      ...(EDGE ? [`  proxy_cache_path ${dir}/media levels=1:2 keys_zone=media:10m max_size=64m inactive=1d;`] : []),
      `  server {`,
      `    listen ${HOST}:${WEB_PORT};`,
      ...(EDGE ? edgeLocations() : []),
      '    location / {',
      '      proxy_pass http://storefront;',
      '      proxy_http_version 1.1;',
      '      proxy_set_header Connection "";',
      '      proxy_set_header Host $http_host;',
      '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      '      proxy_set_header X-Forwarded-Proto $scheme;',
      // A page is held in memory while it passes, never written to a temporary file.
      '      proxy_buffers 32 16k;',
      '      proxy_max_temp_file_size 0;',
      '    }',
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  start('nginx', nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')]);
  log(
    `${NODES} node${NODES > 1 ? 's' : ''} on ${ports.join(', ')} sharing Redis on ${REDIS_PORT}, behind nginx on ${WEB_PORT}${EDGE ? ' (nginx serving the assets and keeping the artwork)' : ''}`,
  );
}
