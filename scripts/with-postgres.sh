#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on loopback, installed from Debian's packages if missing.
# Usage: scripts/with-postgres.sh <command...>   (the command sees DATABASE_URL)
set -euo pipefail

# A free loopback port unless PG_PORT says otherwise, so two runs on one machine do not collide.
PG_PORT="${PG_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
sudo_cmd=""
[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/pg_ctl" ]; then
  echo "[postgres] installing Debian's postgresql"
  $sudo_cmd apt-get update -qq
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

data=$(mktemp -d /tmp/caravan-pg.XXXXXX)
run_as=()
if [ "$(id -u)" -eq 0 ]; then
  # PostgreSQL refuses to run as root: the Debian package's postgres user runs it.
  chown postgres:postgres "$data"
  run_as=(runuser -u postgres --)
fi

cleanup() {
  "${run_as[@]}" "$pg_bin/pg_ctl" -D "$data/db" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$data"
}
trap cleanup EXIT

"${run_as[@]}" "$pg_bin/initdb" -D "$data/db" -U caravan --auth=trust -E UTF8 >/dev/null
"${run_as[@]}" "$pg_bin/pg_ctl" -D "$data/db" -l "$data/log" -w \
  -o "-h 127.0.0.1 -p $PG_PORT -k $data -c fsync=off -c max_connections=200" start >/dev/null
echo "[postgres] $("$pg_bin/postgres" --version) on 127.0.0.1:$PG_PORT"

export DATABASE_URL="postgres://caravan@127.0.0.1:$PG_PORT/postgres"
"$@"
