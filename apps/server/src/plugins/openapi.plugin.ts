import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';

/** OpenAPI document generated from the contract's zod schemas, browsable at /api/docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, opts: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Prawko OSK API', version: opts.version, description: 'Learner, school and instructor API. Authenticated calls send the session id in the jsessionid header.' },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'jsessionid' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(async (docs) => {
      // The documentation pages are public.
      docs.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'anonymous' };
      });
      await docs.register(swaggerUi, {
        routePrefix: '/api/docs',
        uiConfig: { docExpansion: 'list' },
        staticCSP: true,
        // The UI sets a few inline styles; allow them on the docs pages only.
        transformStaticCSP: (header: string) => header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
      });
    });
  },
  { name: 'openapi' },
);
