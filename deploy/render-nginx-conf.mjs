#!/usr/bin/env node
// Renders deploy/nginx/perks.conf.template for a set of instances (deploy/README.md):
//   node deploy/render-nginx-conf.mjs --listen 80 --server-name perks.example \
//     --upstream 10.0.0.11:3000 --upstream 10.0.0.12:3000 > /etc/nginx/conf.d/perks.conf
// Options: --listen (default 80), --server-name (default _), --upstream host:port (one or more),
// --max-fails (default 2), --fail-timeout (default 10s).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '80' },
    'server-name': { type: 'string', default: '_' },
    upstream: { type: 'string', multiple: true, default: [] },
    'max-fails': { type: 'string', default: '2' },
    'fail-timeout': { type: 'string', default: '10s' },
  },
});

const HOST_PORT = /^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9A-Fa-f:]+\]:\d{1,5}$/;
const bad = values.upstream.filter((address) => !HOST_PORT.test(address));
if (values.upstream.length === 0 || bad.length > 0) {
  console.error(
    `render-nginx-conf: give each instance as --upstream host:port${bad.length ? ` (not one: ${bad.join(', ')})` : ''}`,
  );
  process.exit(1);
}
if (!/^\d+$/.test(values['max-fails']) || !/^\d+(ms|s|m)?$/.test(values['fail-timeout'])) {
  console.error('render-nginx-conf: --max-fails is a number, --fail-timeout a time such as 10s');
  process.exit(1);
}
if (!/^[\w.:[\]]+( [\w=]+)*$/.test(values.listen) || !/^[\w.*-]+( [\w.*-]+)*$/.test(values['server-name'])) {
  console.error('render-nginx-conf: --listen is a port or address:port, --server-name one or more names');
  process.exit(1);
}

const template = readFileSync(new URL('nginx/perks.conf.template', import.meta.url), 'utf8');
const servers = values.upstream
  .map(
    (address) =>
      `    server ${address} max_fails=${values['max-fails']} fail_timeout=${values['fail-timeout']};`,
  )
  .join('\n');
process.stdout.write(
  template
    .replaceAll('@@SERVERS@@', servers)
    .replaceAll('@@LISTEN@@', values.listen)
    .replaceAll('@@SERVER_NAME@@', values['server-name'])
    .replaceAll('@@MAX_FAILS@@', values['max-fails'])
    .replaceAll('@@FAIL_TIMEOUT@@', values['fail-timeout']),
);
