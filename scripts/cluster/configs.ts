// Configuration files of the local cluster's HAProxy and PgBouncer.

export interface HaproxyOptions {
  port: number;
  /** The API nodes' ports on 127.0.0.1. */
  nodes: number[];
  statsPort: number;
}

/**
 * HAProxy in front of the API nodes: round robin, each node checked on /health/ready every second
 * (a node answering 503, such as one draining before it stops, is taken out after two checks), a
 * request whose connection to a node fails is sent to another, and websockets are tunnelled for an
 * hour. /metrics stays private: Prometheus scrapes each node directly.
 */
export function haproxyConfig(opts: HaproxyOptions): string {
  const servers = opts.nodes
    .map((port, i) => `  server api${i + 1} 127.0.0.1:${port} check inter 1s fall 2 rise 2`)
    .join('\n');
  return `global
  maxconn 4000

defaults
  mode http
  option forwardfor
  option redispatch
  retries 3
  retry-on conn-failure
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-keep-alive 10s

frontend api
  bind 127.0.0.1:${opts.port}
  http-request deny if { path /metrics }
  default_backend nodes

backend nodes
  balance roundrobin
  option httpchk GET /health/ready
  http-check expect status 200
${servers}

listen stats
  bind 127.0.0.1:${opts.statsPort}
  stats enable
  stats uri /
`;
}

export interface PgbouncerOptions {
  port: number;
  postgresPort: number;
  dir: string;
}

/**
 * PgBouncer in transaction mode: a server connection belongs to a client for one transaction only,
 * so nothing may rely on session state (session SET, session advisory locks, LISTEN, named
 * prepared statements: Debian 12's PgBouncer 1.18 has no max_prepared_statements).
 */
export function pgbouncerConfig(opts: PgbouncerOptions): { ini: string; userlist: string } {
  return {
    ini: `[databases]
* = host=127.0.0.1 port=${opts.postgresPort}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${opts.port}
unix_socket_dir =
auth_type = trust
auth_file = ${opts.dir}/userlist.txt
pool_mode = transaction
max_client_conn = 5000
default_pool_size = 40
ignore_startup_parameters = extra_float_digits
admin_users = postgres
`,
    userlist: '"postgres" ""\n',
  };
}
