import { QUEUES } from '@ile/shared';
import { auditIsClean, settleAndAudit, waitQueuesIdle } from '../checks';
import { auditImages, queueImageUploads } from '../image-events';
import { sleep, waitFor } from '../ports';
import type { Experiment } from '../report';
import { signup } from '../workload';

const KILLS = 2;

/**
 * A backlog of image and email jobs is built while the worker is down, then the worker is started and
 * killed with SIGKILL as soon as jobs of both kinds are active, twice, and started again.
 */
export const workerCrash: Experiment = {
  name: 'worker-kill-9',
  steadyState:
    'every image job leaves one set of variants per image, every email event one email; nothing left active',
  async run(env, log) {
    await env.worker.kill9();
    const images = await queueImageUploads(env, 4, 2);
    const acknowledged: string[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => signup(env.apiUrl)));
      for (const { email, answer } of answers) if (answer.status === 201) acknowledged.push(email);
    }
    log(`backlog: ${images.length} images, ${acknowledged.length} sign-up emails; worker down`);

    let killedWithActive = 0;
    for (let kill = 1; kill <= KILLS; kill++) {
      env.worker.start();
      // Kill as soon as image work is in flight (emails are quick: most are done or active by then). After
      // the first kill the dead worker's jobs still count as active until BullMQ finds them stalled, so
      // later kills wait for the new process to have taken work of its own.
      if (kill === 1)
        await waitFor(
          'image jobs active',
          async () => (await env.queue(QUEUES.images).getActiveCount()) > 0,
          60_000,
          50,
        );
      await sleep(kill === 1 ? 400 : 3000);
      const active =
        (await env.queue(QUEUES.images).getActiveCount()) + (await env.queue(QUEUES.email).getActiveCount());
      killedWithActive += active;
      await env.worker.kill9();
      log(`kill ${kill}: SIGKILL with ${active} jobs active`);
      await sleep(500);
    }
    const restarted = Date.now();
    env.worker.start();
    const idle = await waitQueuesIdle(env, 150_000);
    const imagesAudit = await auditImages(env, images);
    const { audit, settleSeconds } = await settleAndAudit(env, acknowledged, 60_000);
    const recoverySeconds = (Date.now() - restarted) / 1000;
    const failedJobs =
      (await env.queue(QUEUES.images).getFailedCount()) + (await env.queue(QUEUES.email).getFailedCount());
    const passed =
      imagesAudit.processed === images.length &&
      imagesAudit.exactSets === images.length &&
      imagesAudit.extraVariants === 0 &&
      auditIsClean(audit) &&
      idle.counts.active === 0 &&
      idle.counts.waiting === 0 &&
      failedJobs === 0;
    return {
      name: this.name,
      steadyState: this.steadyState,
      passed,
      figures: {
        kills: KILLS,
        'jobs active at kills': killedWithActive,
        images: images.length,
        'images with one variant set': imagesAudit.exactSets,
        'extra variants': imagesAudit.extraVariants,
        'email events': audit.acknowledged,
        'events without email': audit.eventsWithoutEmail,
        'duplicate emails': audit.duplicateEmails,
        'active after': idle.counts.active,
        'failed jobs': failedJobs,
        'recovery s': recoverySeconds.toFixed(1),
        'settle s': settleSeconds.toFixed(1),
      },
    };
  },
};
