export function balancerConfig(options: {
  /** Where nginx keeps its pid, log and temporary files. */
  dir: string;
  /** `host:port` nginx listens on. */
  listen: string;
  /** `host:port` of each storefront node. */
  upstreams: string[];
  /** The project's root: nginx serves the build's assets and keeps the API's artwork. */
  edge?: string;
  /** API nodes behind nginx too: `host:port` it listens on for them, and each node's. */
  api?: { listen: string; upstreams: string[] };
}): string;
