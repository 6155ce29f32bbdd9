#!/usr/bin/env node
/**
 * The soak of issue 46: compose.yaml's topology from processes (Varnish with deploy/varnish.vcl in front of nginx with
 * deploy/nginx.conf, two instances of the build on one Redis and one form store: Postgres when DATABASE_URL is set,
 * else an embedded file in a temp folder) under posts and page views through the edge for SOAK_MINUTES (default 10),
 * with one instance SIGKILLed and started again every SOAK_KILL_EVERY_S (default 120; 0: no fault, the plain soak).
 * Prints what visitors got (statuses), posts answered with a reference, stored, lost and stored twice. Asserts
 * nothing. `node tools/bench/soak.mjs` after a build; needs redis-server, nginx and varnishd. Ports: BENCH_SOAK_PORT
 * (default 3240) and the five after it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import pg from 'pg';
import { start, startNginx, until } from './cluster.mjs';
import { startVarnish } from './edge.mjs';
import { log, ROOT } from './lib.mjs';

const BASE = Number(process.env.BENCH_SOAK_PORT ?? 3240);
const PORTS = { redis: BASE, a: BASE + 1, b: BASE + 2, balancer: BASE + 3, edge: BASE + 4, purge: BASE + 5 };
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const KILL_EVERY_S = Number(process.env.SOAK_KILL_EVERY_S ?? 120);
const QUOTE_PAGE = '/contact-us/request-a-quote';
const PAGES = ['/', '/about', '/claims', '/insurance/general-liability', '/learning-center'];
const edge = `http://127.0.0.1:${PORTS.edge}`;
const REFERENCE = /data-submission-reference[\s\S]*?(V[A-Z]-[A-Z2-9]{4}-[A-Z2-9]{4})/;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-soak-'));
const env = {
  REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
  FORMS_DATA_DIR: dataDir,
  // The soak's own X-Forwarded-For, then Varnish's and nginx's: each post its own client for the rate limits.
  TRUSTED_PROXY_HOPS: '3',
  EDGE_PURGE_URL: `http://127.0.0.1:${PORTS.purge}/`,
};

function startInstance(port) {
  const child = spawn(process.execPath, ['build/server/server.js'], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), ...env },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { kill: (signal) => (child.kill(signal), exited) };
}

async function hiddenFields() {
  const html = await (await fetch(`${edge}${QUOTE_PAGE}`)).text();
  const form = /<form[^>]*id="form-quote"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  return [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)]
    .map((match) => [/name="([^"]*)"/.exec(match[0])?.[1] ?? '', /value="([^"]*)"/.exec(match[0])?.[1] ?? ''])
    .map(([name, value]) => [name, value.replaceAll('&quot;', '"').replaceAll('&amp;', '&')])
    .filter(([name]) => name !== 'submissionToken');
}

async function storedReferences() {
  const sql = "SELECT reference FROM submission WHERE last_name_key LIKE 'soak%'";
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(sql)).rows.map((row) => row.reference);
    } finally {
      await client.end();
    }
  }
  const client = createClient({ url: `file:${join(dataDir, 'forms.db')}`, timeout: 5_000 });
  try {
    return (await client.execute(sql)).rows.map((row) => String(row.reference));
  } finally {
    client.close();
  }
}

const stops = [start('redis-server', ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', ''])];
const instances = { a: startInstance(PORTS.a), b: startInstance(PORTS.b) };
try {
  for (const port of [PORTS.a, PORTS.b]) await until(`http://127.0.0.1:${port}/robots.txt`);
  stops.push(startNginx(PORTS.balancer, [PORTS.a, PORTS.b]));
  stops.push(startVarnish(PORTS.edge, PORTS.purge, PORTS.balancer));
  await until(`${edge}/robots.txt`);
  const fields = await hiddenFields();
  const statuses = {};
  const posts = { sent: 0, withReference: 0, references: [] };
  const count = (status) => (statuses[status] = (statuses[status] ?? 0) + 1);
  let running = true;
  let n = 0;
  const poster = async () => {
    while (running) {
      const i = (n += 1);
      const body = new FormData();
      for (const [name, value] of fields) body.append(name, value);
      body.append('submissionToken', `soak-${i}`);
      const values = { businessType: 'Florist', businessName: 'Soak', state: 'OR', zip: '97301', firstName: 'Ana' };
      for (const [name, value] of Object.entries({ ...values, lastName: `Soak${i}`, dateOfBirth: '1980-04-02' }))
        body.append(name, value);
      body.append('email', 'ana@example.com');
      body.append('phone', '(503) 555-0142');
      body.append('products', 'Cut flowers');
      posts.sent += 1;
      try {
        const response = await fetch(`${edge}${QUOTE_PAGE}`, {
          method: 'POST',
          body,
          redirect: 'manual',
          headers: { 'X-Forwarded-For': `198.18.${(i >> 8) & 255}.${i & 255}` },
        });
        count(response.status);
        const reference = REFERENCE.exec(await response.text())?.[1];
        if (reference) {
          posts.withReference += 1;
          posts.references.push(reference);
        }
      } catch {
        count('network error');
      }
    }
  };
  const reader = async (index) => {
    for (let i = 0; running; i += 1) {
      // Every other view carries a Context cookie: passed to an instance, never from the edge's cache.
      const headers = i % 2 ? { Cookie: `ufvd=soak-${index}` } : {};
      try {
        const response = await fetch(`${edge}${PAGES[i % PAGES.length]}`, { headers });
        count(response.status);
        await response.arrayBuffer();
      } catch {
        count('network error');
      }
    }
  };
  const clients = [poster(), poster(), reader(1), reader(2)];
  const began = Date.now();
  const kills = [];
  log(`soak: ${MINUTES} min, ${KILL_EVERY_S ? `an instance SIGKILLed every ${KILL_EVERY_S} s` : 'no fault'}`);
  for (let next = KILL_EVERY_S; KILL_EVERY_S > 0 && next * 1000 < MINUTES * 60_000; next += KILL_EVERY_S) {
    await new Promise((resolve) => setTimeout(resolve, began + next * 1000 - Date.now()));
    const name = kills.length % 2 ? 'b' : 'a';
    await instances[name].kill('SIGKILL');
    instances[name] = startInstance(PORTS[name]);
    kills.push(name);
    log(`soak: SIGKILLed ${name} at ${next} s, started again`);
  }
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, began + MINUTES * 60_000 - Date.now())));
  running = false;
  await Promise.all(clients);
  const stored = await storedReferences();
  const answered = new Set(posts.references);
  const figures = {
    minutes: MINUTES,
    kills: kills.length,
    statuses,
    answers5xx: Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500 || status === 'network error')
      .reduce((sum, [, value]) => sum + value, 0),
    postsSent: posts.sent,
    postsWithReference: posts.withReference,
    stored: stored.length,
    lost: [...answered].filter((reference) => !stored.includes(reference)).length,
    storedTwice: stored.length - new Set(stored).size + (posts.references.length - answered.size),
  };
  log(`soak: ${JSON.stringify(figures)}`);
} finally {
  await Promise.all(Object.values(instances).map((instance) => instance.kill('SIGTERM')));
  for (const stop of stops.reverse()) await stop();
  rmSync(dataDir, { recursive: true, force: true });
}
