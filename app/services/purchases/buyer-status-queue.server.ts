import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { BuyerStatusOutboxTable } from "#app/services/db/purchase-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { DepositRows } from "#app/services/einvoicing/deposit-rows.server.ts";
import type { DepositQueue, QueuedFile } from "#app/services/einvoicing/flow-outbox.server.ts";

/**
 * The buyer's lifecycle messages (approved, disputed, refused, payment sent) waiting for the platform: written in
 * the transaction that records the owner's answer, with the CDAR already drawn, so what is deposited is exactly
 * what was decided, once, by whichever instance holds the lease (decision 043's queue, shared by every deposit).
 */
export class BuyerStatusQueue extends DepositRows<Database, BuyerStatusOutboxTable> implements DepositQueue {
  constructor(database: StoreDatabase) {
    super(database, "buyer_status_outbox");
  }

  async claimNext(owner: string, leaseMs: number, now: number): Promise<QueuedFile | null> {
    const claimed = await this.claimDue(owner, leaseMs, now, ["id", "tracking_id", "attempts", "file"]);
    if (!claimed) return null;
    return {
      id: claimed.id,
      trackingId: claimed.tracking_id,
      attempts: Number(claimed.attempts),
      file: new Uint8Array(claimed.file),
      fileName: `statut-${claimed.tracking_id}.xml`,
    };
  }
}
