# robomatch as a container (docs/operations.md). Two stages: the build needs the dev
# dependencies (TypeScript, esbuild); the image keeps only production dependencies, runs as
# the unprivileged `node` user, and is checked by HEALTHCHECK on /healthz.
# test/production-install.test.ts performs the runtime stage's steps outside a container.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
# Optional peers to install beside the production dependencies: ioredis for Redis storage
# (compose.yaml uses it); add stripe@23 for billing, or set it empty for memory/fs only.
ARG OPTIONAL_PEERS="ioredis@5"
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && if [ -n "$OPTIONAL_PEERS" ]; then npm install --omit=dev --no-save --ignore-scripts --no-audit --no-fund $OPTIONAL_PEERS; fi && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY bin ./bin
COPY catalogs ./catalogs
COPY mocks/profiles ./mocks/profiles
USER node
ENV ROBOMATCH_PORT=8787
EXPOSE 8787
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.ROBOMATCH_PORT || 8787) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "bin/robomatch.js", "serve", "--host", "0.0.0.0", "--log-format", "json"]
