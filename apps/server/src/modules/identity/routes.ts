import { ABILITY_GROUPS, downloadTokenEndpoint, identityEndpoints } from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { mintDownloadToken } from '../../platform/auth/download-tokens.js';
import { LoginThrottle } from '../../platform/auth/login-throttle.js';
import { handle } from '../../platform/endpoints.js';
import { invalid } from '../../platform/errors.js';
import { userLookups } from './lookups.js';
import { abilitiesOf, authUser } from './queries.js';
import { login, logout } from './service.js';

export async function identityRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const throttle = new LoginThrottle();
  const ep = identityEndpoints;

  handle(app, ep.login, async (req) => {
    // Failures are counted per address and username, per address and per username (platform/auth/
    // login-throttle.ts); `req.ip` is the connection's address unless it came through a TRUST_PROXY proxy.
    throttle.check(req.ip, req.body.username);
    try {
      const answer = await login(db.system, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] });
      throttle.recordSuccess(req.ip, req.body.username);
      return answer;
    } catch (e) {
      throttle.recordFailure(req.ip, req.body.username);
      throw e;
    }
  });

  handle(app, ep.logout, async (req) => {
    const auth = authOf(req);
    await logout(db.system, auth.tenantId, auth.tokenId);
  });

  handle(app, downloadTokenEndpoint, async (req) => {
    const { path } = req.body;
    if (!app.isDownloadPath(path)) throw invalid({ path: ['This address does not take download tokens.'] });
    const { token, expiresAt } = await mintDownloadToken(db.system, authOf(req), path);
    return { token, url: `${path}?token=${token}`, expires_at: expiresAt.toISOString() };
  });

  handle(app, ep.user, (req) => tenantTx(db, req, (tx) => authUser(tx, authOf(req))));
  handle(app, ep.abilities, async (req) => ({ data: abilitiesOf(authOf(req)) }));
  handle(app, ep.abilityCatalogue, async () => ({
    data: ABILITY_GROUPS.map((g) => ({ area: g.area, abilities: [...g.abilities] })),
  }));

  for (const [name, endpoint] of Object.entries(ep.lookups)) {
    const query = userLookups[name as keyof typeof ep.lookups];
    handle(app, endpoint, (req) =>
      tenantTx(db, req, async (tx) => ({ data: (await query(tx, authOf(req))) as never })),
    );
  }
}
