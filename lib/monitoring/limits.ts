/** Events over this size (serialised) are dropped rather than sent. */
export const MAX_EVENT_BYTES = 1_000_000;
/** Events a browser session may send unless configured otherwise, and the most it may be set to. */
export const DEFAULT_MAX_EVENTS_PER_SESSION = 10;
export const MAX_EVENTS_PER_SESSION_CEILING = 100;

const COUNT_KEY = 'hb:monitoring-sent';

export function clampMaxEvents(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return DEFAULT_MAX_EVENTS_PER_SESSION;
  return Math.max(0, Math.min(MAX_EVENTS_PER_SESSION_CEILING, Math.floor(value)));
}

export function eventSize(event: unknown): number {
  try {
    return new TextEncoder().encode(JSON.stringify(event)).length;
  } catch {
    // Circular or otherwise unserialisable: not something to send.
    return Number.POSITIVE_INFINITY;
  }
}

/** The per-session allowance, kept in sessionStorage so a reload does not reset it. */
export class SessionBudget {
  private memory = 0;

  constructor(
    private readonly max: number,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  ) {}

  private read(): number {
    try {
      const stored = Number(this.storage?.getItem(COUNT_KEY) ?? this.memory);
      return Number.isFinite(stored) ? Math.max(stored, this.memory) : this.memory;
    } catch {
      return this.memory;
    }
  }

  /** Takes one event from the allowance; false when the session has used it up. */
  take(): boolean {
    const used = this.read();
    if (used >= this.max) return false;
    this.memory = used + 1;
    try {
      this.storage?.setItem(COUNT_KEY, String(this.memory));
    } catch {
      // Storage full or blocked: the in-memory count still limits this page.
    }
    return true;
  }
}
