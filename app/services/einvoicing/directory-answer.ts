/**
 * What the platform's directory said of a client's SIREN (decision 049), shared by the server that asks and the
 * invoice form that shows it.
 */

/** Where an invoice to the client is addressed: BT-49 in scheme 0225, and the routing code (BT-46, 0224) if any. */
export interface BuyerAddress {
  identifier: string;
  routingCode: string | null;
}

/** The directory line chosen for the invoice, as the owner is shown it. */
export interface DirectoryAddress extends BuyerAddress {
  routingCodeName: string | null;
  siret: string | null;
  /** WK an approved platform, DFH the public portal, null when the directory does not say. */
  platformType: string | null;
}

/** What the directory says of a client's SIREN, for the invoice form and for the issue. */
export type DirectoryAnswer =
  | { kind: "invalid-siren" }
  | { kind: "not-configured" }
  | { kind: "receives"; siren: string; businessName: string | null; address: DirectoryAddress; otherLines: number }
  | { kind: "not-registered"; siren: string; businessName: string | null; upcoming: boolean }
  | { kind: "unknown-siren"; siren: string }
  | { kind: "closed"; siren: string; businessName: string | null }
  | { kind: "unreachable"; siren: string; reason: string }
  /** Asked, and not answered within the time a page opening waits for it: the answer is still on its way. */
  | { kind: "pending"; siren: string };
