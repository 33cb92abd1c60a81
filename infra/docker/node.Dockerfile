# One image for the api (which also serves the built site and console) and the worker;
# docker-compose.yml picks the command. Build from the repository root:
#   docker build -f infra/docker/node.Dockerfile -t ile .
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/db/package.json packages/db/
COPY services/api/package.json services/api/
COPY services/worker/package.json services/worker/
COPY apps/site/package.json apps/site/
COPY apps/admin/package.json apps/admin/
COPY infra/launcher/package.json infra/launcher/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
# PostgreSQL refuses to run as root and so should we.
RUN mkdir -p /app/.data/media && chown -R node:node /app/.data
USER node
EXPOSE 8080
CMD ["node", "--import", "tsx", "services/api/src/server.ts"]
