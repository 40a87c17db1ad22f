# Caravan's container image: the portal and the server built in one stage, run in another that holds only production
# dependencies, as a non-root user. `docker compose up` (compose.yaml) runs it against PostgreSQL.
# Node 22 LTS: Node 20 is past its end of life (issue 27); package.json's engines and .nvmrc say the same.

FROM node:22-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/machines/package.json packages/machines/
COPY packages/ui/package.json packages/ui/
COPY apps/api/package.json apps/api/
COPY apps/portal/package.json apps/portal/
COPY stories/package.json stories/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
# What `npm start` builds before it runs the server: the portal (apps/portal/dist) and the server (apps/api/dist/main.js).
RUN node scripts/build-portal.mjs && npm run build -w @caravan/api

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=5000 \
    DATA_DIR=/data \
    OUTBOX_DIR=/data/outbox
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/packages/machines/package.json packages/machines/
COPY --from=build /app/apps/api/package.json apps/api/
# Only the server's production dependencies (and those of the workspace packages it imports); no compiler, no bundler.
RUN npm ci --omit=dev --workspace @caravan/api --no-audit --no-fund && npm cache clean --force
# The built server, its migrations and the built portal it serves.
COPY --from=build /app/apps/api/dist/main.js /app/apps/api/dist/main.js.map apps/api/dist/
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/portal/dist apps/portal/dist
# `npm run backup` / `npm run restore` (embedded database only) run from the TypeScript source through tsx.
COPY --from=build /app/scripts scripts
COPY --from=build /app/apps/api/src apps/api/src
COPY --from=build /app/packages/domain/src packages/domain/src
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 5000
# Node's own fetch: the slim image has no curl. The first start runs the migrations, hence the start period.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The command `npm start` ends with (package.json), once its build has run above.
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
