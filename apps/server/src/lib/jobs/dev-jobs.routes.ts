import { DEV_RUN_JOB_MAX_DAYS, DEV_RUNNABLE_JOBS, devRunJob } from '@osk/contract';
import type { Clock } from '../clock.js';
import { endpointRoute } from '../endpoint-route.js';
import { badRequest, notFound } from '../errors.js';
import type { App } from '../http.js';
import type { Job } from './job-runner.js';

const DAY_MS = 86_400_000;

/**
 * POST /api/dev/jobs/{name}/run (demo only: app.ts registers it only in demo mode): runs one of the
 * background jobs of DEV_RUNNABLE_JOBS once, as if the clock showed `at`, and answers what it did.
 * The demo's "test clock" for journeys (issue 22: the evening digest and reminders are in the outbox
 * without waiting for 18:00). The job's handler is called as the runner calls it (ADR 025), outside
 * the runner's schedule: its next due time is not changed, and a job that records what it sent
 * (lesson-day-notices) sends nothing twice, whether the runner or this route got there first.
 * Any other job (one that deletes or anonymises by age, for one) is 404, and so is an instant more
 * than DEV_RUN_JOB_MAX_DAYS from the server's clock (400).
 */
export function registerDevJobRoutes(app: App, jobs: readonly Job[], clock: Clock): void {
  endpointRoute(app, devRunJob, async (request) => {
    const { name } = request.params;
    const job = (DEV_RUNNABLE_JOBS as readonly string[]).includes(name) ? jobs.find((j) => j.name === name) : undefined;
    if (!job) throw notFound();
    const at = new Date(request.body.at);
    if (Math.abs(at.getTime() - clock.now().getTime()) > DEV_RUN_JOB_MAX_DAYS * DAY_MS) throw badRequest([{ field: 'at', message: 'msg.validation.invalid' }]);
    const summary = await job.run({ now: at, dueAt: at, signal: new AbortController().signal });
    request.log.info({ job: name, at: at.toISOString(), ...summary }, 'demo job run');
    return { job: name, at: at.toISOString(), summary };
  });
}
