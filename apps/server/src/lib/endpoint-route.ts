import type { FastifyContextConfig, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { endpointRouteUrl, type EndpointDefinition } from '@osk/contract';
import { errorResponses, type App } from './http.js';

type Output<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request of an endpoint's handler: params, query and body as its schemas give them. */
export type EndpointRequest<D extends EndpointDefinition> = FastifyRequest<{ Params: Output<D['params']>; Querystring: Output<D['query']>; Body: Output<D['body']> }>;

/** What a handler may answer: one of the endpoint's success shapes (before serialization), or the reply it sent itself. */
export type EndpointAnswer<D extends EndpointDefinition> = { [S in keyof D['responses']]: D['responses'][S] extends z.ZodType ? z.input<D['responses'][S]> : never }[keyof D['responses']] | FastifyReply;

export type EndpointHandler<D extends EndpointDefinition> = (request: EndpointRequest<D>, reply: FastifyReply) => Promise<EndpointAnswer<D>>;

/** Options only the server knows: a serializer, more config (throttles, body limits), hooks. */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema' | 'config'> & { config?: Omit<FastifyContextConfig, 'access' | 'paymentBlock' | 'learnerParam'> };

/** The Fastify schema of an endpoint: what the validation and the OpenAPI document are built from. */
export function endpointSchema(endpoint: EndpointDefinition): FastifySchema & { tags?: string[]; summary?: string; description?: string; consumes?: string[]; produces?: string[]; hide?: boolean } {
  return {
    ...(endpoint.hide ? { hide: true } : {}),
    ...(endpoint.tags ? { tags: [...endpoint.tags] } : {}),
    ...(endpoint.summary !== undefined ? { summary: endpoint.summary } : {}),
    ...(endpoint.description !== undefined ? { description: endpoint.description } : {}),
    ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: { ...endpoint.responses, ...errorResponses(...endpoint.errors) },
  };
}

/** The route config an endpoint declares: its access, payment-block guard and learner id parameter. */
export function endpointConfig(endpoint: EndpointDefinition): FastifyContextConfig {
  return {
    access: endpoint.access,
    ...(endpoint.paymentBlock ? { paymentBlock: endpoint.paymentBlock } : {}),
    ...(endpoint.learnerParam ? { learnerParam: endpoint.learnerParam } : {}),
  };
}

/**
 * Registers the route of a contract endpoint (issue 21, item 3): URL, validation, response schemas,
 * access, payment-block guard and learner parameter all come from the definition; the module adds the
 * handler and what only the server knows.
 */
export function endpointRoute<D extends EndpointDefinition>(app: App, endpoint: D, handler: EndpointHandler<D>, options: EndpointRouteOptions = {}): void {
  const { config, ...rest } = options;
  app.route({
    ...rest,
    method: endpoint.method,
    url: endpointRouteUrl(endpoint),
    config: { ...config, ...endpointConfig(endpoint) },
    schema: endpointSchema(endpoint),
    // The schemas validated the request into the types the handler's signature states.
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
