import { reportError, reportMessage } from '@/lib/monitoring';
import { CUSTOM_DATA_SLOTS, FLAG_ERRORS } from './constants';

/** The part of the vendor SDK the store uses (stubbed in tests). */
export interface FlagsSdk {
  initialize(): Promise<boolean>;
  isFeatureFlagActive(params: { visitorCode: string; featureKey: string; track?: boolean }): boolean;
  addData(visitorCode: string, ...data: unknown[]): void;
  setLegalConsent?(visitorCode: string, consent: boolean): void;
}

export type FlagsState = 'not-ready' | 'ready';

export interface FlagsClientOptions {
  visitorCode: string;
  consent: boolean;
  country: string;
  /**
   * A stub SDK (tests, QA): its initialize counts as a success and every flag is off. The vendor's
   * stub (4.17.1) resolves initialize with false and throws on other calls, so those are not made.
   */
  stub?: boolean;
  /** Builds the vendor's custom-data entry for a slot (the SDK's CustomData). */
  customData: (slot: number, value: string) => unknown;
}

/**
 * The store's feature-flag client. Not ready until initialize succeeds, not ready again if it
 * fails; while not ready every check answers false and says so. No check ever throws.
 */
export class FlagsClient {
  private state: FlagsState = 'not-ready';
  private listeners = new Set<(state: FlagsState) => void>();
  private reportedNotReady = new Set<string>();

  constructor(
    private readonly sdk: FlagsSdk | null,
    private readonly options: FlagsClientOptions,
  ) {}

  get current(): FlagsState {
    return this.state;
  }

  subscribe(listener: (state: FlagsState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(state: FlagsState) {
    if (this.state === state) return;
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }

  async initialize(): Promise<boolean> {
    if (!this.sdk) return false;
    try {
      const ok = await this.sdk.initialize();
      if (this.options.stub) {
        this.set('ready');
        return true;
      }
      if (!ok) throw new Error('Kameleoon client failed to initialize');
      this.sdk.setLegalConsent?.(this.options.visitorCode, this.options.consent);
      // Only the country is sent, once the client is ready.
      this.sdk.addData(
        this.options.visitorCode,
        this.options.customData(CUSTOM_DATA_SLOTS.country, this.options.country.toUpperCase()),
      );
      this.reportedNotReady.clear();
      this.set('ready');
      return true;
    } catch (error) {
      this.set('not-ready');
      reportError(error, { source: 'flags', level: 'warning' });
      return false;
    }
  }

  /** Whether a flag is on for this visitor; false while not ready and on any error. */
  isActive(featureKey: string): boolean {
    if (this.state !== 'ready' || !this.sdk) {
      if (!this.reportedNotReady.has(featureKey)) {
        this.reportedNotReady.add(featureKey);
        reportMessage(FLAG_ERRORS.notReady, { source: 'flags', level: 'warning', extra: { featureKey } });
      }
      return false;
    }
    if (this.options.stub) return false;
    try {
      return this.sdk.isFeatureFlagActive({
        visitorCode: this.options.visitorCode,
        featureKey,
        // No tracking without consent.
        track: this.options.consent,
      });
    } catch (error) {
      reportError(error, { source: 'flags', extra: { featureKey } });
      return false;
    }
  }
}
