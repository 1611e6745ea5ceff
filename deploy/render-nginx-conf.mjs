#!/usr/bin/env node
// Renders deploy/nginx/perks.conf.template for a set of instances (deploy/README.md):
//   node deploy/render-nginx-conf.mjs --listen 80 --server-name perks.example \
//     --upstream 10.0.0.11:3000 --upstream 10.0.0.12:3000 > /etc/nginx/conf.d/perks.conf
// Options: --listen (default 80), --server-name (default _), --upstream host:port (one or more),
// --max-fails (default 2), --fail-timeout (default 10s), --keepalive-timeout (default 4s) and
// --shutdown-grace-ms (the instances' SHUTDOWN_GRACE_MS, 5000 in production by default).
// A stopping instance (DRAIN_REFUSES_READS) answers reads 503 for its grace period and then stops
// listening; a connection nginx sends a request on just then is reset, and nginx answers 502 for a
// POST (never sent twice). So nginx must stay away from it for longer than the grace period once it
// has counted its failures (fail timeout > grace), and must have closed its own idle connections to
// it before the grace ends (keep-alive timeout < grace). This refuses a setting that breaks either.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '80' },
    'server-name': { type: 'string', default: '_' },
    upstream: { type: 'string', multiple: true, default: [] },
    'max-fails': { type: 'string', default: '2' },
    'fail-timeout': { type: 'string', default: '10s' },
    'keepalive-timeout': { type: 'string', default: '4s' },
    'shutdown-grace-ms': { type: 'string', default: '5000' },
  },
});

const TIME = /^(\d+)(ms|s|m)?$/;
/** An nginx time ('500ms', '4s', '1m', or seconds alone) in milliseconds. */
function milliseconds(time) {
  const [, amount, unit = 's'] = TIME.exec(time);
  return Number(amount) * { ms: 1, s: 1000, m: 60_000 }[unit];
}
const HOST_PORT = /^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9A-Fa-f:]+\]:\d{1,5}$/;
const bad = values.upstream.filter((address) => !HOST_PORT.test(address));
if (values.upstream.length === 0 || bad.length > 0) {
  console.error(
    `render-nginx-conf: give each instance as --upstream host:port${bad.length ? ` (not one: ${bad.join(', ')})` : ''}`,
  );
  process.exit(1);
}
if (!/^\d+$/.test(values['max-fails']) || !TIME.test(values['fail-timeout'])) {
  console.error('render-nginx-conf: --max-fails is a number, --fail-timeout a time such as 10s');
  process.exit(1);
}
if (!TIME.test(values['keepalive-timeout']) || !/^\d+$/.test(values['shutdown-grace-ms'])) {
  console.error('render-nginx-conf: --keepalive-timeout is a time such as 4s, --shutdown-grace-ms a number');
  process.exit(1);
}
// The instances run with DRAIN_REFUSES_READS: a stopping one answers reads 503, which nginx retries
// elsewhere and counts; it must then stay away until that instance has stopped listening.
if (milliseconds(values['fail-timeout']) <= Number(values['shutdown-grace-ms'])) {
  console.error(
    `render-nginx-conf: --fail-timeout (${values['fail-timeout']}) must be longer than the instances' ` +
      `SHUTDOWN_GRACE_MS (${values['shutdown-grace-ms']} ms), or nginx may send a draining instance a ` +
      'request just as it stops listening',
  );
  process.exit(1);
}
if (milliseconds(values['keepalive-timeout']) >= Number(values['shutdown-grace-ms'])) {
  console.error(
    `render-nginx-conf: --keepalive-timeout (${values['keepalive-timeout']}) must be shorter than the instances' ` +
      `SHUTDOWN_GRACE_MS (${values['shutdown-grace-ms']} ms), or a stopping instance may close a connection ` +
      'nginx is sending a request on',
  );
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
    .replaceAll('@@FAIL_TIMEOUT@@', values['fail-timeout'])
    .replaceAll('@@KEEPALIVE_TIMEOUT@@', values['keepalive-timeout']),
);
