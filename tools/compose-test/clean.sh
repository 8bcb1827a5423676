#!/usr/bin/env bash
# Removes everything of the compose test's project: containers, volumes and networks (a run starts and
# ends clean, even after one that was cut short).
set -uo pipefail
# shellcheck source=env.sh
source "$(cd "$(dirname "$0")" && pwd)/env.sh"
label="label=com.docker.compose.project=$COMPOSE_PROJECT_NAME"
ids=$(podman ps -aq --filter "$label")
[ -n "$ids" ] && podman rm -f -t 5 $ids >/dev/null 2>&1
podman volume ls -q --filter "$label" | xargs -r podman volume rm -f >/dev/null 2>&1
podman network ls -q --filter "$label" | xargs -r podman network rm -f >/dev/null 2>&1
podman network rm -f "${COMPOSE_PROJECT_NAME}_default" >/dev/null 2>&1
exit 0
