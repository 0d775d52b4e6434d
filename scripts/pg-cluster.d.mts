/** Types of scripts/pg-cluster.mjs for the TypeScript tests that start their own cluster. */
export interface PostgresCluster {
  url: string;
  dir: string;
  /** Stops the server and removes the cluster. */
  stop(): void;
  /** Crashes the server (immediate shutdown), keeping port and data. */
  stopServerOnly(): void;
  /** Starts the server again on the same port and data. */
  startServerAgain(): void;
}

export function startPostgres(options?: {
  durableCommits?: boolean;
}): Promise<PostgresCluster | undefined>;
