import { loadInTurns } from '../../lib/load-in-turns';

/**
 * The learner's data layer (zod, the endpoint client, the contract's schemas of the learner) as
 * dynamic imports of their own (issue 19). A page that loads its data-bound part after its first
 * paint asks for these alongside that part: each import's modules run as soon as its own chunks are
 * in, so their evaluation (about 25 ms at 1x, a 100 ms task on a phone) comes as shorter tasks ahead
 * of the part's own modules instead of one long task with them. Nothing is fetched twice. Each import
 * is started in a task of its own (loadInTurns), so that setting up its requests is a short task too.
 */
export function loadLearnerDataLayer(): Promise<unknown> {
  return loadInTurns(
    () => import('../../lib/api/endpoint-client'),
    () => import('./current-learner'),
  );
}
