import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../lib/http.js';

/**
 * Runs a simulator's routes as their own HTTP server on a free port (tests listen on port 0), with
 * the zod schemas and form bodies the app's server has; answers its origin and how to stop it.
 */
export async function listenSimulator(register: (app: App) => void, host = '127.0.0.1'): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  await server.register(formbody);
  register(server);
  await server.listen({ port: 0, host });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://${host}:${port}`, close: () => server.close() };
}
