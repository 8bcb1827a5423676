# syntax=docker/dockerfile:1
# One image per deployable app: the six services and the gateway (which also serves the web build).
#   docker build -f docker/service.Dockerfile --build-arg APP=bookings --build-arg APP_PORT=3003 -t chargesetu/bookings .
# docker-compose.yml builds all seven from this file. One parametrised file rather than seven copies:
# they would differ only in APP and APP_PORT, and copies drift.

ARG NODE_IMAGE=node:26.10-bookworm-slim

# ---- build: the whole workspace, then one bundle (and, for the gateway, the web app) ----
FROM ${NODE_IMAGE} AS build
WORKDIR /repo
COPY package.json package-lock.json ./
# The npm cache survives between builds (BuildKit and Buildah cache mounts), so a rebuild downloads nothing.
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
ARG APP
RUN test -n "$APP" || (echo "build with --build-arg APP=<service>" >&2; exit 1)
RUN node tools/build/node-app.mjs "$APP" \
 && mkdir -p dist/apps/web \
 && if [ "$APP" = "gateway" ]; then npx vite build --config apps/web/vite.config.mts; fi

# ---- runtime: the bundle, its production packages only, a non-root user ----
FROM ${NODE_IMAGE} AS runtime
ARG APP
ARG APP_PORT=3000
ENV NODE_ENV=production \
    APP=${APP} \
    APP_PORT=${APP_PORT} \
    HOST=0.0.0.0
WORKDIR /app
# dist/apps/<app>/package.json lists exactly what the bundle loads, pinned; the workspace lock keeps
# their own dependencies at the tested versions.
COPY --from=build /repo/dist/apps/${APP}/package.json ./package.json
COPY --from=build /repo/package-lock.json ./package-lock.json
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --no-audit --no-fund --ignore-scripts \
 && rm package-lock.json
COPY --from=build /repo/dist/apps/${APP}/ ./
COPY --from=build /repo/dist/apps/web/ ./web/
USER node
EXPOSE ${APP_PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.APP_PORT+'/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "main.js"]
