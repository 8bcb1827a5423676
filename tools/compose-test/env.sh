# Sourced by the compose test's scripts: podman's settings and the images' names.
export CONTAINERS_CONF="${CONTAINERS_CONF:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/containers.conf}"
export NODE_VERSION="${COMPOSE_NODE_VERSION:-26.10.0}"
export NPM_VERSION="${COMPOSE_NPM_VERSION:-11.19.1}"
export DEBIAN_IMAGE=localhost/chargesetu-stand-in/debian:bookworm
export BASE_IMAGE=localhost/chargesetu-stand-in/base:bookworm
# What docker-compose.yml reads instead of the official images' names.
export POSTGRES_IMAGE=localhost/chargesetu-stand-in/postgres:15
export RABBITMQ_IMAGE=localhost/chargesetu-stand-in/rabbitmq:3-management
export NODE_IMAGE="localhost/chargesetu-stand-in/node:${NODE_VERSION%.*}"
# The compose project the tests run as: its containers, networks and volumes, removed after each run.
export COMPOSE_PROJECT_NAME="${COMPOSE_PROJECT_NAME:-chargesetu-compose-test}"
