import type { Transaction } from "kysely";
import type { Database } from "#app/services/db/schema.server.ts";
import { wakeOutbox } from "#app/services/push/service.server.ts";
import { queuePushes } from "#app/services/push/store.server.ts";
import { closeTheLoop } from "./end-of-job.server.ts";

/*
 * What « Terminé » causes (decision 054), in two halves: what must be written with the finished state itself, in
 * its transaction, so that it is never lost nor doubled (the outbox rows), and what runs once it is committed.
 */

/** In the finish's transaction: the office's devices are told « Chantier terminé : <title> ». */
export async function finishedInTransaction(
  trx: Transaction<Database>,
  job: { id: number; title: string },
  now: number,
): Promise<void> {
  await queuePushes(trx, { kind: "job.finished", jobId: job.id, title: job.title }, now);
}

/**
 * After the finish's commit: the end of the job closes its loop (end-of-job.server.ts: the final invoice's draft,
 * the review, the portfolio's draft, the PV's e-mail), then the notifications queued with it all leave now rather
 * than at the outbox's next poll.
 */
export async function afterJobFinished(jobId: number): Promise<void> {
  await closeTheLoop(jobId);
  await wakeOutbox();
}
