# syntax=docker/dockerfile:1.10
# The site as a container image: `npm run build` once, then only Next's standalone output (traced server files and
# node_modules, completed by deploy/standalone.mjs with server.ts, the cache handler, public/ and static files) runs,
# as a non-root user. Every container of one image is one build: same build id, CSP hashes and build-time keys.
# See docs/deployment.md.

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: none is needed to build (vnu-jar's downloads a validator used only by the tests).
RUN npm ci --no-audit --no-fund --ignore-scripts

FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
# Building from Uniform instead of content/: pass UNIFORM_PROJECT_ID (and the API hosts) as build args and the API key
# as a build secret (`--secret id=uniform_api_key,env=UNIFORM_API_KEY`), so it never lands in an image layer.
ARG UNIFORM_PROJECT_ID=""
ARG UNIFORM_API_HOST=""
ARG UNIFORM_EDGE_API_HOST=""
RUN --mount=type=secret,id=uniform_api_key,env=UNIFORM_API_KEY \
    npm run build && node deploy/standalone.mjs

FROM node:22-bookworm-slim AS run
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
WORKDIR /app
RUN groupadd --system --gid 1001 site && useradd --system --uid 1001 --gid site --no-create-home site
# Owned by the site user: Next writes regenerated pages and optimised images under .next when REDIS_URL is not set.
COPY --from=build --chown=site:site /app/.next/standalone ./
# The embedded forms database (used when DATABASE_URL is not set): a folder the site user can write, and a volume so
# it outlives the container. /app itself stays root's.
ENV FORMS_DATA_DIR=/app/data
RUN mkdir -p /app/data && chown site:site /app/data
VOLUME /app/data
# The operator's tools run in the container as `npm run forms:retry` / `forms:export` (docs/deployment.md, "Tools in
# the image"; deploy/standalone.mjs copies them): npm keeps its cache and logs in /tmp, the site user has no home.
ENV NPM_CONFIG_CACHE=/tmp/npm-cache NPM_CONFIG_UPDATE_NOTIFIER=false
USER site
EXPOSE 3000
# Liveness, not readiness: the server answers /api/health/live itself, before any render, database or Redis
# (lib/metrics/signals.ts), so a Redis outage or a busy CPU never marks the container unhealthy. Balancers and
# orchestrators gate traffic on /api/health/ready (503 while a dependency is down) instead (docs/deployment.md).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# server.ts handles SIGTERM itself (graceful, at most 10 s), also as PID 1; compose adds an init (`init: true`) to
# reap children. Give `docker stop` more than 10 s: `--time 15` (compose: stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "build/server/server.js"]
