#!/usr/bin/env node
/**
 * Post-build step: records which server secrets the build saw, as SHA-256 fingerprints (never the values), in
 * .next/secret-fingerprints.json. The secret-leak test uses it to know that `npm test` built with its dummy secrets
 * before it searches the client files for them.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SECRET_NAMES = ['UNIFORM_API_KEY', 'UNIFORM_PREVIEW_SECRET'];

const fingerprint = (value) => (value ? createHash('sha256').update(value).digest('hex') : null);
const fingerprints = Object.fromEntries(SECRET_NAMES.map((name) => [name, fingerprint(process.env[name])]));
writeFileSync(
  join(process.argv[2] ?? '.next', 'secret-fingerprints.json'),
  `${JSON.stringify(fingerprints, null, 1)}\n`,
);
