import { median } from '../lib/report.ts';
import type { Statement } from './app-sql.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parallel Aware'?: boolean;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export interface ExplainResult {
  label: string;
  /** Scan nodes, e.g. "Index Scan jobs_live_posted_idx". */
  scans: string[];
  planningMs: number;
  executionMs: number;
  sharedHit: number;
  sharedRead: number;
  /** A sequential scan over jobs in a statement that runs: the benchmark fails on it. */
  seqScanOnJobs: boolean;
  /** Planning only: the statement is itself an EXPLAIN (a row estimate), nothing is executed. */
  planOnly: boolean;
}

const RUNS = 5;

/** What explainStatements queries through: a pg Pool, or PGlite through pglite-bench.ts. */
export interface ExplainClient {
  query(config: { text: string; values: unknown[] }): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement the app runs, RUNS times, reporting the median
 * execution and planning time (the first run may read from disk; later ones show the steady state
 * the load test sees). A statement that is itself a row estimate is planned, not executed.
 */
export async function explainStatements(
  pool: ExplainClient,
  statements: Statement[],
  /** Per-node timing off: the execution time without reading the clock at every row (PGlite's clock is slow). */
  { timing = true }: { timing?: boolean } = {},
): Promise<ExplainResult[]> {
  const results: ExplainResult[] = [];
  for (const statement of statements) {
    const options = statement.planOnly
      ? 'summary, format json'
      : `analyze, buffers, timing ${timing ? 'on' : 'off'}, format json`;
    const runs: { plan: PlanNode; planning: number; execution: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { rows } = await pool.query({
        text: `explain (${options}) ${statement.sql}`,
        values: statement.params as unknown[],
      });
      const [explained] = rows[0]!['QUERY PLAN'] as {
        Plan: PlanNode;
        'Planning Time': number;
        'Execution Time'?: number;
      }[];
      runs.push({
        plan: explained!.Plan,
        planning: explained!['Planning Time'],
        execution: explained!['Execution Time'] ?? 0,
      });
    }
    const last = runs[runs.length - 1]!.plan;
    const nodes = flatten(last);
    const scans = nodes
      .filter((node) => node['Node Type'].includes('Scan'))
      .map((node) =>
        [
          node['Parallel Aware'] ? 'Parallel' : '',
          node['Node Type'],
          node['Index Name'] ?? node['Relation Name'] ?? '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    results.push({
      label: statement.label,
      scans,
      planningMs: median(runs.map((r) => r.planning)),
      executionMs: median(runs.map((r) => r.execution)),
      sharedHit: last['Shared Hit Blocks'] ?? 0,
      sharedRead: last['Shared Read Blocks'] ?? 0,
      // A statement only planned (the row estimate) reads nothing, whatever its plan would scan.
      seqScanOnJobs:
        !statement.planOnly &&
        nodes.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'jobs'),
      planOnly: statement.planOnly === true,
    });
  }
  return results;
}

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}
