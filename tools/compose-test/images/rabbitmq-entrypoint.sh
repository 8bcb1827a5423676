#!/bin/sh
set -eu
{
  echo "loopback_users = none"
  echo "default_user = ${RABBITMQ_DEFAULT_USER:-guest}"
  echo "default_pass = ${RABBITMQ_DEFAULT_PASS:-guest}"
  echo "listeners.tcp.default = 5672"
  echo "management.tcp.port = 15672"
} > /etc/rabbitmq/rabbitmq.conf
chown -R rabbitmq:rabbitmq /var/lib/rabbitmq
exec su rabbitmq -s /bin/sh -c "exec $*"
