import path from 'node:path';

/**
 * The nginx configuration in front of storefront nodes, as docs/deploying.md describes it: requests
 * spread over `upstreams` with kept-alive connections, the shopper's host and address passed on,
 * pages held in memory while they pass. A node that stops answering is passed over: a request it
 * refused or dropped before answering goes to the next node (GET and HEAD only, never a write), and
 * the node is left out for a few seconds. `edge` (the project's root) also lets nginx serve the
 * build's assets and keep the API's artwork, the jobs a reverse proxy may take from the nodes.
 * `api` puts API nodes behind a second address of the same nginx, as the storefront nodes' one
 * `API_ORIGIN`. Used by the bench (BENCH_NODES, bench:sale) and by the failover journey.
 */
export function balancerConfig({ dir, listen, upstreams, edge, api }) {
  const proxied = proxiedTo('storefront');
  const edgeLocations = edge
    ? [
        '    location /_next/static/ {',
        `      alias ${path.join(edge, '.next/static')}/;`,
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
      ]
    : [];
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${dir}/${k};`),
    `  upstream storefront { ${servers(upstreams)} keepalive 64; }`,
    ...(edge ? [`  proxy_cache_path ${dir}/media levels=1:2 keys_zone=media:10m max_size=64m inactive=1d;`] : []),
    '  server {',
    `    listen ${listen};`,
    ...edgeLocations,
    '    location / {',
    ...[...proxied, 'proxy_set_header X-Forwarded-Proto $scheme;', ...passedOn].map((line) => `      ${line}`),
    '    }',
    '  }',
    ...(api
      ? [
          `  upstream api { ${servers(api.upstreams)} keepalive 64; }`,
          '  server {',
          `    listen ${api.listen};`,
          '    location / {',
          ...[...proxiedTo('api'), ...passedOn].map((line) => `      ${line}`),
          '    }',
          '  }',
        ]
      : []),
    '}',
    '',
  ].join('\n');
}

/** An upstream's servers: one that fails is left out for a few seconds. */
const servers = (addresses) => addresses.map((address) => `server ${address} max_fails=1 fail_timeout=5s;`).join(' ');

/** A location passed to `upstream` over kept-alive connections, with the shopper's host. */
const proxiedTo = (upstream) => [
  `proxy_pass http://${upstream};`,
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $http_host;',
];

const passedOn = [
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  // Only a request a node refused before reading it moves on: nginx never sends a POST twice.
  'proxy_next_upstream error timeout http_502 http_503;',
  'proxy_connect_timeout 2s;',
  // A page is held in memory while it passes, never written to a temporary file.
  'proxy_buffers 32 16k;',
  'proxy_max_temp_file_size 0;',
];
