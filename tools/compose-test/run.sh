#!/usr/bin/env bash
# npm run test:compose: builds every image docker-compose.yml uses (build-images.sh), then runs the
# compose tests (apps/api-e2e/src/compose) against the unchanged compose file under podman, through
# docker-compose talking to podman's Docker-compatible API.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=env.sh
source "$here/env.sh"

for cmd in podman runc docker-compose debootstrap; do
  command -v "$cmd" >/dev/null || {
    echo "test:compose needs $cmd: apt-get install -y podman runc netavark aardvark-dns docker-compose debootstrap" >&2
    exit 1
  }
done

t0=$(date +%s)
bash "$here/build-images.sh"
t1=$(date +%s)
echo "[compose-test] images built in $((t1 - t0)) s" >&2

work="$(mktemp -d)"
svc=''
health=''
cleanup() {
  bash "$here/clean.sh"
  [ -n "$health" ] && kill "$health" 2>/dev/null || true
  [ -n "$svc" ] && kill "$svc" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

bash "$here/clean.sh" # what a cut-short run may have left

# docker-compose speaks the Docker API: podman serves it on a socket of this run's own.
export DOCKER_HOST="unix://$work/podman.sock"
podman system service --time=0 "$DOCKER_HOST" &
svc=$!
for _ in $(seq 1 100); do [ -S "$work/podman.sock" ] && break; sleep 0.1; done
[ -S "$work/podman.sock" ] || { echo "podman system service did not start" >&2; exit 1; }

# Without systemd, podman does not schedule containers' health checks (it uses systemd timers): run them
# here, every 2 s, as the timers would. Compose's depends_on conditions read what they report.
(
  while :; do
    for id in $(podman ps -q --filter "label=com.docker.compose.project=$COMPOSE_PROJECT_NAME" 2>/dev/null); do
      podman healthcheck run "$id" >/dev/null 2>&1 &
    done
    wait
    sleep 2
  done
) &
health=$!

export COMPOSE_TEST_DIR="$work"
cd "$root"
npx nx run api-e2e:compose --output-style=static
echo "[compose-test] all in $(($(date +%s) - t0)) s" >&2
