import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import type pg from 'pg';

/** What the benchmarks share: settings from the environment, output, a seeded generator, their lifecycle. */

/** A number from the environment (`fallback` when unset); anything else stops the run. */
export function envNumber(name: string, fallback: number) {
  const value = process.env[name];
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number, not ${value}`);
  return parsed;
}

export const out = (line = '') => process.stdout.write(`${line}\n`);
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** mulberry32: a small deterministic generator, uniform in [0, 1). */
export function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * One benchmark run: the steps that undo what it started (servers, databases, directories) run
 * once, last registered first, on success, failure, Ctrl-C or after `deadlineS`.
 */
export function benchRun(name: string, deadlineS = Number.POSITIVE_INFINITY) {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  let interrupted = false;
  let cleaning: Promise<void> | undefined;
  const cleanUp = () => {
    cleaning ??= (async () => {
      for (const step of cleanups.splice(0).reverse()) {
        await Promise.resolve()
          .then(step)
          .catch((error: unknown) => console.error('cleanup:', error));
      }
    })();
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping what ${name} started`);
      void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
  const deadline = Number.isFinite(deadlineS)
    ? setTimeout(() => {
        console.error(`${name} still running after ${deadlineS} s: giving up`);
        void cleanUp().finally(() => process.exit(1));
      }, deadlineS * 1000)
    : undefined;
  deadline?.unref();
  return {
    cleanups,
    /** Runs `main`, cleans up, exits: 0 when it answers that every target was met, 1 otherwise. */
    async finish(main: () => Promise<boolean>): Promise<never> {
      let exitCode = 1;
      try {
        exitCode = (await main()) ? 0 : 1;
      } catch (error) {
        if (!interrupted)
          console.error(`${name} failed:`, error instanceof Error ? (error.stack ?? error.message) : error);
      } finally {
        await cleanUp();
        clearTimeout(deadline);
      }
      process.exit(exitCode);
    },
  };
}

/** The machine a run measured on: node, the OS, its CPUs and memory, and PostgreSQL's version. */
export async function machineOf(client: pg.Client) {
  const { rows } = await client.query<{ version: string }>('SELECT version()');
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    postgres: rows[0]?.version ?? 'unknown',
  };
}

/** Rows under a header, the first column left-aligned and the others right-aligned. */
export function alignedTable(header: string[], lines: string[][]) {
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((line) => line[i]!.length)));
  const format = (line: string[]) =>
    line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

/**
 * Replaces the "## `heading`" section of `file` (up to the next "## "), or adds it: each benchmark
 * writes its own section of bench/RESULTS.md and leaves the others alone.
 */
export async function writeResultsSection(file: string, heading: string, section: string) {
  const current = await readFile(file, 'utf8').catch(() => '# Benchmark results\n');
  const start = current.search(new RegExp(`^## ${heading}\\s*$`, 'm'));
  let next: string;
  if (start < 0) next = `${current.trimEnd()}\n\n${section}`;
  else {
    const rest = current.slice(start + 1);
    const end = rest.search(/^## /m);
    next = `${current.slice(0, start)}${section.trimEnd()}${end < 0 ? '' : `\n\n${rest.slice(end)}`}`;
  }
  await writeFile(file, `${next.trimEnd()}\n`);
}
