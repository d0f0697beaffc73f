import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function installSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Ant Design writes its CSS-in-JS into <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // voice notes play from object URLs fetched with the bearer header (no token in an address)
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        scriptSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // served over plain http on a LAN as often as behind TLS
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'BranchBook API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** Serves the built web app; any non-API GET that is not a file answers index.html (client-side routes). */
export async function installWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) {
    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    });
    return;
  }
  // serve: false: only `sendFile`; the routes below decide caching (the plugin's own per-file routes would
  // answer the assets first, with `max-age=0`)
  await app.register(fastifyStatic, { root: webDist, serve: false });
  // hashed assets are immutable; index.html never cached so a new build is picked up
  app.get('/assets/*', { config: { access: 'public' } }, (req, reply) => {
    const rel = (req.params as { '*': string })['*'];
    // through send's own options: a header set beforehand is overwritten by its default `max-age=0`
    return reply.sendFile(path.join('assets', rel), { maxAge: 365 * 24 * 3600 * 1000, immutable: true });
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || url.startsWith('/api/') || url === '/api' || url.startsWith('/assets/')) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${url}` });
    }
    const file = path.join(webDist, url);
    if (file.startsWith(webDist) && url !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(url.slice(1));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
