import * as z from 'zod';

/**
 * Every setting the site reads from the environment: the only module that reads `process.env`. Each is checked once
 * when the server starts (`server.ts`) and is optional: unset (or empty) means the embedded default. `.env.example`
 * lists the same names with a line each, and tests/unit/settings.test.ts fails when the two disagree or another file
 * reads `process.env`. Code takes a typed value from `settings`; modules that read a group of settings take the
 * environment as an argument (`environment()` here, a plain object in their tests).
 */
const text = z.string();
const url = (...protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );
const web = url('http:', 'https:');
const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { message: 'expected a whole number' })
    .refine((value) => Number(value) >= min && Number(value) <= max, {
      message: `expected a number from ${min} to ${max}`,
    });

export const SETTINGS = {
  PORT: whole(1, 65_535),
  HOSTNAME: text,
  NEXT_DIST_DIR: text,
  TRUSTED_PROXY_HOPS: whole(0, 10),
  SERVER_PERSONALIZATION: z.enum(['on', 'off'], { message: 'expected on or off' }),
  GEO_QUIRK_HEADERS: z.string().regex(/^[A-Za-z0-9-]+(,\s*[A-Za-z0-9-]+)?$/, { message: 'expected country[,region]' }),
  SITE_ORIGINS: z.string().refine(
    (value) =>
      value
        .split(/\s+/)
        .filter(Boolean)
        .every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)),
    {
      message: 'expected origins such as https://www.example.com, space-separated',
    },
  ),
  REDIS_URL: url('redis:', 'rediss:'),
  LIMITS_REDIS_URL: url('redis:', 'rediss:'),
  DATABASE_URL: url('postgres:', 'postgresql:'),
  FORMS_DATA_DIR: text,
  FORMS_WEBHOOK_URL: web,
  FORMS_WEBHOOK_SECRET: text,
  SMTP_URL: url('smtp:', 'smtps:'),
  FORMS_EMAIL_TO: z.email(),
  FORMS_EMAIL_FROM: z.email(),
  UNIFORM_API_KEY: text,
  UNIFORM_PROJECT_ID: text,
  UNIFORM_API_HOST: web,
  UNIFORM_EDGE_API_HOST: web,
  UNIFORM_TIMEOUT_MS: whole(100, 120_000),
  UNIFORM_PREVIEW_SECRET: text,
  UNIFORM_WEBHOOK_SECRET: z.string().startsWith('whsec_', { message: 'expected the signing secret, whsec_…' }),
  UNIFORM_CANVAS_ORIGIN: web,
  UNIFORM_EDITING_HELPER_URL: z.string().refine((value) => /^\/(?!\/)/.test(value) || web.safeParse(value).success, {
    message: 'expected a path on this site (/api/…) or an http(s) URL',
  }),
  REVALIDATE_SECRET: text,
  CDN_PURGE_URL: web,
  EDGE_PURGE_URL: z.string().refine((value) => value.split(',').every((part) => /^https?:\/\/\S+$/.test(part.trim())), {
    message: 'expected http(s) URLs, comma-separated',
  }),
  CDN_PURGE_TOKEN: text,
  CDN_MAX_AGE: whole(1, 31_536_000),
  METRICS_TOKEN: z.string().min(16, { message: 'expected at least 16 characters' }),
  OTEL_EXPORTER_OTLP_ENDPOINT: web,
  CSP_SCRIPT_SRC: text,
  CSP_CONNECT_SRC: text,
  CSP_FRAME_SRC: text,
  CSP_IMG_SRC: text,
  SCRIPT_EMBED_HOSTS: text,
  NEXT_PUBLIC_ANALYTICS_ENDPOINT: web,
  NEXT_PUBLIC_ANALYTICS_TOKEN: text,
  NEXT_PUBLIC_GTM_ID: z.string().regex(/^GTM-[A-Z0-9]{1,12}$/, { message: 'expected GTM-XXXXXXX' }),
  NEXT_PUBLIC_VISIT_LIFESPAN_MINUTES: whole(1, 1440),
  NEXT_PUBLIC_LOGGING_SAID_KEY: z.string().max(64),
  NEXT_PUBLIC_BOTCHECK_HOST: web,
  NEXT_PUBLIC_BOTCHECK_API_KEY: text,
  NEXT_PUBLIC_BOTCHECK_TAG_HASH: text,
  NEXT_PUBLIC_LD_CLIENT_ID: text,
  NEXT_PUBLIC_LD_BASE_URL: web,
  NEXT_PUBLIC_FORM_HOST: web,
} satisfies Record<string, z.ZodType<string>>;

export type SettingName = keyof typeof SETTINGS;

/** Settings that only work together. */
const PAIRS: [SettingName, SettingName][] = [['UNIFORM_API_KEY', 'UNIFORM_PROJECT_ID']];

/** Every problem with the environment, one line each; empty when the site can start. */
export function settingsProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const isSet = (name: SettingName) => Boolean(env[name]?.trim());
  for (const name of Object.keys(SETTINGS) as SettingName[]) {
    if (!isSet(name)) continue;
    const result = SETTINGS[name].safeParse(env[name]!.trim());
    if (!result.success) problems.push(`${name}: ${result.error.issues[0]?.message ?? 'not usable'}`);
  }
  for (const [a, b] of PAIRS) {
    if (isSet(a) !== isSet(b)) problems.push(`${isSet(a) ? b : a}: must be set together with ${isSet(a) ? a : b}`);
  }
  // Deliveries signed with an empty key prove nothing to the receiver (docs/forms.md, Delivery).
  if (isSet('FORMS_WEBHOOK_URL') && !isSet('FORMS_WEBHOOK_SECRET'))
    problems.push('FORMS_WEBHOOK_SECRET: must not be empty when FORMS_WEBHOOK_URL is set (it signs every delivery)');
  return problems;
}

/** At start-up: print every problem and stop, so a bad value is never discovered by a visitor. */
export function checkSettingsOrExit(env: Record<string, string | undefined>, exit: (code: number) => never): void {
  const problems = settingsProblems(env);
  if (problems.length === 0) return;
  console.error(`The site cannot start with these settings (see .env.example):\n  ${problems.join('\n  ')}`);
  exit(1);
}

/** The environment the server was started with, for the modules that read a group of settings from it. */
export function environment(): Record<string, string | undefined> {
  return process.env;
}

/** A setting as given; unset and empty are both undefined. */
function given(name: SettingName): string | undefined {
  return process.env[name] || undefined;
}

/** The typed value of each setting used on its own, with its default (read on each call: tests change them). */
export const settings = {
  /** The port the server listens on. */
  port: () => Number(given('PORT') || 3000),
  /** The interface the server listens on (unset: every interface). */
  hostname: () => given('HOSTNAME'),
  /** Next's build folder, relative to the site's folder. */
  distDir: () => given('NEXT_DIST_DIR') || '.next',
  /** Whether the front door evaluates personalization before Next (on unless `off`). */
  serverPersonalization: () => given('SERVER_PERSONALIZATION') !== 'off',
  /** The longest a CDN keeps a page fresh, in seconds; a route that revalidates sooner keeps its own lifetime. */
  cdnMaxAge: () => Number(given('CDN_MAX_AGE') || 300),
  redisUrl: () => given('REDIS_URL'),
  databaseUrl: () => given('DATABASE_URL'),
  siteOrigins: () => given('SITE_ORIGINS'),
  scriptEmbedHosts: () => given('SCRIPT_EMBED_HOSTS'),
  metricsToken: () => given('METRICS_TOKEN'),
  revalidateSecret: () => given('REVALIDATE_SECRET'),
  uniformWebhookSecret: () => given('UNIFORM_WEBHOOK_SECRET'),
  uniformPreviewSecret: () => given('UNIFORM_PREVIEW_SECRET'),
  /** Whether the site reads its content from Uniform (an API key and a project) rather than content/. */
  readsFromUniform: () => Boolean(given('UNIFORM_API_KEY') && given('UNIFORM_PROJECT_ID')),
  /** Whether a delivery channel for form submissions is configured. */
  formsDeliveryConfigured: () => Boolean(given('FORMS_WEBHOOK_URL') || given('SMTP_URL')),
};

/** What Next tells its own code about where it runs (set by Next, not a setting). */
export const nextRuntime = {
  /** True while `next build` prerenders pages. */
  isBuilding: () => process.env.NEXT_PHASE === 'phase-production-build',
  /** True under `next dev`, which serves without the front door (server.ts). */
  isDevServer: () => process.env.NODE_ENV === 'development',
  /** True in the Node.js runtime (instrumentation runs in the edge runtime too). */
  isNode: () => process.env.NEXT_RUNTIME === 'nodejs',
};
