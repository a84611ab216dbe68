import { endpoint } from './endpoint.js';
import { Health } from './health.schemas.js';
import { HEALTH_PATHS } from './health.paths.js';

/** Liveness with a database check: 200 when the database answers, 503 (same shape) when it does not. */
export const healthCheck = endpoint('GET', HEALTH_PATHS.health, {
  responses: { 200: Health, 503: Health },
  errors: [],
  access: 'anonymous',
  tags: ['health'],
  summary: 'Is the server up and the database reachable',
});

export const HEALTH_ENDPOINTS = [healthCheck] as const;
