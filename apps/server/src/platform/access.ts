import { isAbility } from '@bb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { claimDownloadToken, DOWNLOAD_TOKEN_PREFIX } from './auth/download-tokens.js';
import type { AuthContext } from './auth/session.js';
import { resolveTokenCached } from './auth/session.js';
import { TokenCache } from './auth/token-cache.js';
import type { DbHandle } from './db/pool.js';
import { type TenantTx, withTenant } from './db/tenant.js';
import { forbidden, maintenance, unauthorized } from './errors.js';
import type { MaintenanceSwitch } from './maintenance.js';

/**
 * What a route needs: `public` (no sign-in), `authenticated` (any signed-in user, like /profile or the
 * lookups), or a list of abilities of which any one suffices. Every /api route must declare one.
 */
export type RouteAccess = 'public' | 'authenticated' | readonly [string, ...string[]];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Answers even under maintenance (health only). */
    duringMaintenance?: boolean;
    /**
     * Also accepts a download token as `?token=` (files the browser opens itself, like get-file): minted by
     * POST /api/download-token for this path, single use, 60 seconds. Never the session token.
     */
    downloadToken?: boolean;
  }
  interface FastifyRequest {
    auth?: AuthContext;
  }
  interface FastifyInstance {
    /** Resolved bearer tokens for a few seconds (platform/auth/token-cache.ts). */
    tokenCache: TokenCache;
    /** Whether a path is one of a route that accepts download tokens. */
    isDownloadPath(path: string): boolean;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

/** The signed-in user of a route whose access is not `public`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Runs `fn` in a transaction scoped to the signed-in user's tenant. */
/**
 * Like tenantTx for a read-only report or export: on the read replica when one is configured and healthy
 * (same role, tenant and row-level security), else on the primary. Never for anything that writes.
 */
export function readTx<T>(request: FastifyRequest, fn: (tx: TenantTx) => Promise<T>): Promise<T> {
  const auth = authOf(request);
  return request.server.deps.reads.read({ tenantId: auth.tenantId, userId: auth.userId }, fn);
}

export function tenantTx<T>(
  db: DbHandle,
  request: FastifyRequest,
  fn: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  const auth = authOf(request);
  const socketHeader = request.headers['x-socket-id'];
  const socketId =
    typeof socketHeader === 'string' && /^[\w-]{1,64}$/.test(socketHeader) ? socketHeader : undefined;
  return withTenant(
    db.system,
    { tenantId: auth.tenantId, userId: auth.userId, socketId, publisher: request.server.deps.realtime },
    fn,
  );
}

export function hasAbility(auth: AuthContext, ability: string): boolean {
  return auth.isSuperuser || auth.abilities.has(ability);
}

/** A route pattern (`/api/get-file/:id`) as a whole-path expression. */
function patternOf(url: string): RegExp {
  const parts = url
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('/')}$`);
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return undefined;
}

/**
 * Installs the guard: maintenance first, then the bearer token (through the token cache), then the route's
 * abilities.
 * Also refuses, at start-up, any /api route registered without an access declaration.
 */
export function installAccessControl(
  app: FastifyInstance,
  deps: { db: DbHandle; maintenance: MaintenanceSwitch; declared: DeclaredRoute[] },
): void {
  const cache = new TokenCache();
  const detach = cache.attach(deps.db.pool);
  app.decorate('tokenCache', cache);
  const downloadPaths: RegExp[] = [];
  app.decorate('isDownloadPath', (path: string) => downloadPaths.some((p) => p.test(path)));
  app.addHook('onClose', async () => detach());
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) deps.declared.push({ method, url: route.url, access });
    if (route.url.startsWith('/api/docs')) return; // the OpenAPI viewer's own routes are public
    if (!access) throw new Error(`route ${route.method} ${route.url} declares no access`);
    if (route.config?.downloadToken) downloadPaths.push(patternOf(route.url));
    if (Array.isArray(access)) {
      for (const a of access)
        if (!isAbility(a)) throw new Error(`route ${route.url} names unknown ability ${a}`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/')) return;
    if (!config.duringMaintenance && (await deps.maintenance.isOn())) throw maintenance();
    const access = config.access;
    if (!access || access === 'public') return;
    const token = bearer(request);
    const queryToken = config.downloadToken ? (request.query as { token?: unknown })?.token : undefined;
    let auth: AuthContext | undefined;
    if (token) auth = await resolveTokenCached(deps.db.system, cache, token);
    else if (typeof queryToken === 'string' && queryToken.startsWith(DOWNLOAD_TOKEN_PREFIX))
      auth = await claimDownloadToken(deps.db.system, queryToken, request.url.split('?')[0] ?? '');
    if (!auth) throw unauthorized();
    request.auth = auth;
    if (access === 'authenticated' || auth.isSuperuser) return;
    if (!access.some((a) => auth.abilities.has(a))) throw forbidden();
  });
}
