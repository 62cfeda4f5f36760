#!/usr/bin/env bash
# A throwaway PgBouncer (Debian's package) in transaction pooling mode, for running the API suite
# through it (.ci/run): `scripts/pgbouncer.sh start DIR [LISTEN_PORT] [SERVER_HOST] [SERVER_PORT]`
# starts it in the background with its files in DIR and returns once it accepts connections;
# `scripts/pgbouncer.sh stop DIR` stops it. Every database name is passed on to the server as
# user postgres (auth_type any: only for a local test server).
set -euo pipefail
command_name="${1:-}"; dir="${2:-}"
if [ -z "$command_name" ] || [ -z "$dir" ]; then
  echo "usage: $0 start|stop DIR [LISTEN_PORT] [SERVER_HOST] [SERVER_PORT]" >&2; exit 2
fi
bin="$(command -v pgbouncer || echo /usr/sbin/pgbouncer)"

case "$command_name" in
  start)
    port="${3:-6432}"; server_host="${4:-127.0.0.1}"; server_port="${5:-5432}"
    [ -x "$bin" ] || { echo "pgbouncer is not installed" >&2; exit 1; }
    mkdir -p "$dir"
    cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=$server_host port=$server_port user=postgres

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = any
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
max_db_connections = 0
server_reset_query =
; postgres.js sends it at start-up; PgBouncer 1.18 refuses parameters it does not track.
ignore_startup_parameters = extra_float_digits,options
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
    # PgBouncer refuses to run as root: as root, it runs as the postgres user.
    if [ "$(id -u)" = 0 ]; then
      chown -R postgres "$dir"
      runuser -u postgres -- "$bin" -d -q "$dir/pgbouncer.ini"
    else
      "$bin" -d -q "$dir/pgbouncer.ini"
    fi
    for _ in $(seq 1 100); do
      if pg_isready -q -h 127.0.0.1 -p "$port" -d postgres 2>/dev/null; then exit 0; fi
      sleep 0.1
    done
    echo "pgbouncer did not start (see $dir/pgbouncer.log)" >&2; exit 1
    ;;
  stop)
    if [ -f "$dir/pgbouncer.pid" ]; then
      pid="$(cat "$dir/pgbouncer.pid")"
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    fi
    rm -rf "$dir"
    ;;
  *) echo "unknown command: $command_name" >&2; exit 2 ;;
esac
