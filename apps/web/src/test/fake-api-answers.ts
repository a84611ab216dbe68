import type * as Contract from '@osk/contract';
import { ENDPOINT_DEFINITIONS, ENDPOINTS, type EndpointDefinition, type EndpointResponse, type HttpMethod } from '@osk/contract';

/**
 * What each endpoint answers, per method, as the fake API types and checks it: taken from the
 * contract's endpoint definitions (the ones the server registers its routes from and the web's client
 * parses answers with), so the fake cannot drift from them. An endpoint method the contract does not
 * define cannot be given a handler (the compiler says so).
 */

export type EndpointName = keyof typeof ENDPOINTS;

/**
 * Every endpoint definition with its literal types: the elements of the contract's lists of definitions
 * (ENDPOINT_DEFINITIONS joins them, but its type forgets the literals).
 */
type Definition = Extract<(typeof Contract)[keyof typeof Contract], readonly EndpointDefinition[]>[number];

/** The contract's definition of an endpoint's method (never: there is none). */
type DefinitionOf<N extends EndpointName, M extends HttpMethod> = Extract<Definition, { readonly path: (typeof ENDPOINTS)[N]; readonly method: M }>;

/** The endpoints the contract defines a method of. */
export type EndpointWith<M extends HttpMethod> = { [N in EndpointName]: [DefinitionOf<N, M>] extends [never] ? never : N }[EndpointName];

/**
 * What an endpoint answers to a method: its definition's first success answer (200 when it has one),
 * as the web's client parses it. An answer without a body (204, `z.null()`) is answered as undefined.
 */
export type AnswerOf<N extends EndpointName, M extends HttpMethod> = EndpointResponse<DefinitionOf<N, M>> extends infer T ? ([T] extends [null] ? T | undefined : T) : never;

/** How the fake answers an endpoint's method: the status of a plain answer and the schemas it checks answers with. */
export interface DefinedAnswer {
  /** The definition's first success status (200 when it has one). */
  readonly status: number;
  /** The media type of a success answer that is not JSON (a text answer goes out as it is), as the definition states it. */
  readonly produces: string | undefined;
  /** The schema of a success status (the first success answer's for a status the definition does not name). */
  schemaFor(status: number): { parse(input: unknown): unknown };
}

const BY_METHOD_AND_PATH = new Map(ENDPOINT_DEFINITIONS.map((definition) => [`${definition.method} ${definition.path}`, definition]));

/** The contract's answer of an endpoint's method (undefined: the contract does not define it). */
export function definedAnswer(endpoint: EndpointName, method: string): DefinedAnswer | undefined {
  const definition = BY_METHOD_AND_PATH.get(`${method} ${ENDPOINTS[endpoint]}`);
  if (!definition) return undefined;
  const statuses = Object.keys(definition.responses).map(Number);
  const status = 200 in definition.responses ? 200 : statuses[0];
  if (status === undefined) throw new Error(`${method} ${ENDPOINTS[endpoint]}: the contract names no success answer`);
  const first = definition.responses[status];
  return { status, produces: definition.produces?.[0], schemaFor: (answered) => definition.responses[answered] ?? (first as NonNullable<typeof first>) };
}
