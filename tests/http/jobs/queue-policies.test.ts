/**
 * The queues' policy (jobs/queue.ts), on the real pg-boss tables: one waiting job per key, and a
 * job whose twin still runs starts anyway, so no running job ever holds up its queue. No runner
 * runs here, so the test alone takes the jobs.
 */
import { describe, expect, it } from 'vitest';
import { enqueue, JOB_NAMES, jobQueue } from '../../../server/jobs/queue.ts';
import { useTestApp } from '../../support/app.ts';
import { clearJobs, waitingJobs } from '../../support/jobs.ts';

useTestApp();

describe('the queues’ policy', () => {
  it('keeps one waiting job per key, and starts it beside its running twin, ahead of other keys', async () => {
    for (const name of JOB_NAMES) expect((await jobQueue().getQueue(name))?.policy, name).toBe('short');
    await clearJobs();
    const boss = jobQueue();
    await enqueue('lead-mail', { leadId: 4242 });
    expect(await boss.fetch('lead-mail')).toHaveLength(1);
    await enqueue('lead-mail', { leadId: 4242 });
    await enqueue('lead-mail', { leadId: 4242 });
    await enqueue('lead-mail', { leadId: 4343 });
    expect((await waitingJobs('lead-mail')).map((job) => job.data)).toEqual([{ leadId: 4242 }, { leadId: 4343 }]);
    expect((await boss.fetch('lead-mail')).map((job) => job.data)).toEqual([{ leadId: 4242 }]);
    expect((await boss.fetch('lead-mail')).map((job) => job.data)).toEqual([{ leadId: 4343 }]);
  });
});
