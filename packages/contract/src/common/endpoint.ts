import { z } from 'zod';
import type { PaymentBlockDeclaration } from '../auth/payment-block.js';
import { API_BASE } from '../endpoints.js';

/**
 * One endpoint of the API defined once (issue 21, item 3): the server registers its route from the
 * definition (URL, validation, access, payment-block guard, OpenAPI entry) and the web calls it through
 * one typed client that fills the path and parses the answer with the same schemas.
 */

/**
 * Who may call a route, as the server's access plugin enforces it (apps/server/src/access/caller.ts
 * says what each means).
 */
export type Access = 'anonymous' | 'optional' | 'authenticated' | 'student' | 'school' | 'instructor' | 'staff' | 'operator';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A positive database id in a path or a query (the one copy of the rule). */
export const IdParam = z.coerce.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').positive('msg.validation.invalid').max(2_147_483_647, 'msg.validation.invalid');

/** A file the server sends as it is (a PDF): the schema only documents the answer. */
/* #__NO_SIDE_EFFECTS__ */
export function fileAnswer(description: string) {
  return z.custom<Uint8Array>((v) => v instanceof Uint8Array).describe(description);
}

/** The names of the `{name}` parameters of a path. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** An endpoint as the contract defines it. */
export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** The path relative to API_BASE in the spec's spelling, parameters as `{name}`. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The answers by success status (their schemas are the OpenAPI document's and the web's parser). */
  readonly responses: Readonly<Record<number, z.ZodType>>;
  /** The error statuses the endpoint answers with the ApiError shape. */
  readonly errors: readonly number[];
  readonly access: Access;
  /** The payment-block declaration (ADR 026): required on every endpoint a school may call. */
  readonly paymentBlock?: PaymentBlockDeclaration;
  /** The path parameter holding a learner's student id (ADR 028). */
  readonly learnerParam?: 'studentId' | 'id';
  /** The path parameter, last in the path, that takes the rest of it, slashes included (the router's `*`: a file under a folder). */
  readonly wildcardParam?: string;
  /** OpenAPI: the tags and the one-line summary; `hide` leaves the endpoint out of the document. */
  readonly tags?: readonly string[];
  readonly summary?: string;
  /** OpenAPI: more than the summary says. */
  readonly description?: string;
  /** OpenAPI: the media types of a body that is not JSON (a multipart upload) and of an answer that is not JSON (an image). */
  readonly consumes?: readonly string[];
  readonly produces?: readonly string[];
  readonly hide?: boolean;
}

/**
 * Defines an endpoint; the definition keeps its literal types (path, schemas) for the typed callers.
 * Marked free of side effects so that a bundle keeps only the definitions it uses.
 */
/* #__NO_SIDE_EFFECTS__ */
export function defineEndpoint<const D extends EndpointDefinition>(definition: D): D {
  return definition;
}

/** What a definition states after its method and path. */
export type EndpointFields = Omit<EndpointDefinition, 'method' | 'path'>;

/**
 * Defines the endpoint `method path` (the same definition as defineEndpoint, the method and path
 * written first); a domain spreads what its endpoints share (`...schoolEndpoint`) into the fields.
 */
/* #__NO_SIDE_EFFECTS__ */
export function endpoint<const M extends HttpMethod, const P extends string, const F extends EndpointFields>(method: M, path: P, fields: F): { readonly method: M; readonly path: P } & F {
  return defineEndpoint({ method, path, ...fields });
}

/** The path parameters of the many endpoints that take one database id, as `{id}`, `{studentId}` or `{schoolId}`. */
export const IdPathParams = z.object({ id: IdParam });
export const StudentIdPathParams = z.object({ studentId: IdParam });
export const SchoolIdPathParams = z.object({ schoolId: IdParam });

/** The values of an endpoint's path parameters. */
export type EndpointParams<D extends EndpointDefinition> = { readonly [K in PathParamNames<D['path']>]: string | number };

/** The query values of a call (as the URL carries them: text, numbers, flags; a list repeats its name). */
export type EndpointQuery<D extends EndpointDefinition> = { readonly [K in keyof z.output<NonNullable<D['query']>>]?: string | number | boolean | null | readonly (string | number)[] };

/** The body of a call, as the endpoint's schema takes it. */
export type EndpointBody<D extends EndpointDefinition> = z.input<NonNullable<D['body']>>;

/** The answer of the endpoint's first success status (200 when it has one). */
export type EndpointResponse<D extends EndpointDefinition> = D['responses'] extends { 200: infer S extends z.ZodType }
  ? z.output<S>
  : D['responses'][keyof D['responses']] extends infer S extends z.ZodType
    ? z.output<S>
    : never;

/**
 * The path of an endpoint with its parameters filled in, each percent-encoded (relative to API_BASE;
 * the wildcard parameter segment by segment, its slashes kept). A missing parameter is a programming
 * error and throws.
 */
export function endpointPath<D extends EndpointDefinition>(endpoint: D, params: EndpointParams<D>): string {
  const values: Readonly<Record<string, string | number>> = params;
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for {${name}}`);
    if (name === endpoint.wildcardParam) return String(value).split('/').map(encodeURIComponent).join('/');
    return encodeURIComponent(String(value));
  });
}

/** The route's URL as the server's router spells it: under API_BASE, `{name}` as `:name`, the wildcard parameter as `*`. */
export function endpointRouteUrl(endpoint: Pick<EndpointDefinition, 'path' | 'wildcardParam'>): string {
  return `${API_BASE}/${endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === endpoint.wildcardParam ? '*' : `:${name}`))}`;
}
