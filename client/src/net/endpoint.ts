/**
 * Where the game server is. Production: the same origin that served the client (HTTP API and
 * websocket). `?server=http://host:port` overrides it; the Vite dev server proxies /api to
 * localhost:2567 and the SDK talks to localhost:2567 directly.
 */
export interface Endpoints {
  /** Base URL for the Colyseus SDK (matchmaking + websocket). */
  colyseus: string;
  /** Base URL for GET /api/... */
  api: string;
}

export function resolveEndpoints(loc: { origin: string; search: string }, dev: boolean): Endpoints {
  const override = new URLSearchParams(loc.search).get("server");
  if (override) {
    const base = override.replace(/\/+$/, "");
    return { colyseus: base, api: base };
  }
  if (dev) return { colyseus: "http://localhost:2567", api: loc.origin };
  return { colyseus: loc.origin, api: loc.origin };
}
