/**
 * The handover code of a paid order with a meeting time (docs/domain.md#handover-code). The
 * buyer's order page shows it again on every visit, so it is kept as issued; no answer but the
 * buyer's carries it.
 */
export interface OrderHandover {
  /** Six digits from a CSPRNG. */
  code: string;
  issuedAt: Date;
  /** Tries taken in the present window: the fifth locks the code until `lockedUntil`. */
  tries: number;
  lockedUntil?: Date;
}
