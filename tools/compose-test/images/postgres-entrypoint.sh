#!/bin/sh
# First start: a cluster owned by POSTGRES_USER with password auth from the network, and POSTGRES_DB.
set -eu
: "${POSTGRES_USER:=postgres}" "${POSTGRES_DB:=$POSTGRES_USER}"
: "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}"
chown -R postgres:postgres "$PGDATA" /var/run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp) && printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile" && chown postgres "$pwfile"
  su postgres -s /bin/sh -c "initdb -D '$PGDATA' -U '$POSTGRES_USER' --pwfile='$pwfile' --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8" >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ "$POSTGRES_DB" != "postgres" ]; then
    su postgres -s /bin/sh -c "postgres -D '$PGDATA' -c listen_addresses='' &" && sleep 0
    until su postgres -s /bin/sh -c "pg_isready -q -h /var/run/postgresql"; do sleep 0.2; done
    su postgres -s /bin/sh -c "psql -q -h /var/run/postgresql -U '$POSTGRES_USER' -d postgres -c 'CREATE DATABASE \"$POSTGRES_DB\"'"
    su postgres -s /bin/sh -c "pg_ctl -D '$PGDATA' -m fast -w stop" >/dev/null
  fi
fi
exec su postgres -s /bin/sh -c "exec postgres -D '$PGDATA' -c listen_addresses='*'"
