export interface Cluster {
  url: string;
  port: number;
  dir: string;
  readonly pid: number | undefined;
  /** Starts the server again on the same data and port. */
  start(): Promise<void>;
  /** A fast shutdown, as an operator's restart: sessions end with 57P01. */
  stop(): Promise<void>;
  /** Stops the server and deletes the cluster's directory. */
  remove(): Promise<void>;
}

export function startCluster(options?: {
  lifetime?: number;
  echo?: boolean;
  log?: (message: string) => void;
}): Promise<Cluster>;
