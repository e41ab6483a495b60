import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * ARCHITECTURE.md as a map a newcomer can trust: its table of the back office's sections names, for
 * each menu label, the one word its screen, web feature, API module (routes, service, repository)
 * and contract folder share; and every feature, module and contract folder is named somewhere in
 * it. These checks read that document and the tree, so the map cannot drift from the code.
 */

export type SectionRow = {
  label: string;
  word: string;
  screen: string;
  feature: string;
  module: string;
  routes: string;
  service: string;
  repository: string;
  contract: string;
};

const SECTION_TABLE_HEADER =
  '| Menu label | Word | Screen | Web feature | API module | Routes | Service | Repository | Contract |';

/** Where each column's paths start from. */
export const LAYER_ROOTS = {
  web: 'apps/web/src',
  api: 'apps/api/src',
  contract: 'packages/contract/src',
} as const;

const unquote = (cell: string) => cell.trim().replace(/^`|`$/g, '');

/** The rows of the back-office section table (the document's words, paths without backticks). */
export function sectionRows(architecture: string): SectionRow[] {
  const lines = architecture.split('\n');
  const start = lines.findIndex((line) => line.trim() === SECTION_TABLE_HEADER);
  if (start < 0) return [];
  const rows: SectionRow[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(1, -1).map(unquote);
    const [label, word, screen, feature, module, routes, service, repository, contract] = cells;
    rows.push({
      label: label ?? '',
      word: word ?? '',
      screen: screen ?? '',
      feature: feature ?? '',
      module: module ?? '',
      routes: routes ?? '',
      service: service ?? '',
      repository: repository ?? '',
      contract: contract ?? '',
    });
  }
  return rows;
}

/** Every text the document puts in backticks: the names it gives files and folders. */
export function namedInDocument(architecture: string): Set<string> {
  return new Set([...architecture.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? ''));
}

const folders = (repository: string, dir: string) =>
  existsSync(path.join(repository, dir))
    ? readdirSync(path.join(repository, dir)).filter((name) =>
        statSync(path.join(repository, dir, name)).isDirectory(),
      )
    : [];

/**
 * The folders a newcomer looks for, relative to their layer's root: web features
 * (`features/<name>`, the back office's `features/admin/<word>`), API modules (`modules/<name>`,
 * `modules/admin/<word>`) and contract folders (`<name>`, `admin/<word>`).
 */
export function layerFolders(repository: string) {
  const nested = (root: string, dir: string) =>
    folders(repository, `${root}/${dir}`).flatMap((name) =>
      name === 'admin'
        ? folders(repository, `${root}/${dir}/admin`).map((word) => `${dir}/admin/${word}`)
        : [`${dir}/${name}`],
    );
  return {
    web: nested(LAYER_ROOTS.web, 'features'),
    api: nested(LAYER_ROOTS.api, 'modules'),
    contract: folders(repository, LAYER_ROOTS.contract).flatMap((name) =>
      name === 'admin'
        ? folders(repository, `${LAYER_ROOTS.contract}/admin`).map((word) => `admin/${word}`)
        : [name],
    ),
  };
}

/** The menu labels of the back office, as its frame lists them. */
export function menuLabels(repository: string): string[] {
  const file = path.join(repository, LAYER_ROOTS.web, 'app/routes/admin/admin-sections.ts');
  return [...readFileSync(file, 'utf8').matchAll(/label: '([^']+)'/g)].map((match) => match[1] ?? '');
}

/**
 * A section's routes, service or repository file: a bare name lives in the section's module; a
 * path (the outbox's service is the mail's) is from the API's root.
 */
const apiFile = (module: string, cell: string) =>
  cell.includes('/') ? `${LAYER_ROOTS.api}/${cell}` : `${LAYER_ROOTS.api}/${module}/${cell}`;

/** What in ARCHITECTURE.md disagrees with the tree; empty when the map is right. */
export function mapProblems(
  repository: string,
  architecture: string,
  exists: (file: string) => boolean = (file) => existsSync(path.join(repository, file)),
): string[] {
  const problems: string[] = [];
  const rows = sectionRows(architecture);
  if (rows.length === 0) problems.push(`no table headed "${SECTION_TABLE_HEADER}"`);
  for (const label of menuLabels(repository)) {
    if (!rows.some((row) => row.label === label)) problems.push(`menu label "${label}" has no row`);
  }
  for (const row of rows) {
    const files: [string, string][] = [
      [row.screen, `${LAYER_ROOTS.web}/${row.screen}`],
      [row.feature, `${LAYER_ROOTS.web}/${row.feature}`],
      [row.module, `${LAYER_ROOTS.api}/${row.module}`],
      [row.routes, apiFile(row.module, row.routes)],
      [row.service, apiFile(row.module, row.service)],
      [row.repository, apiFile(row.module, row.repository)],
      [row.contract, `${LAYER_ROOTS.contract}/${row.contract}`],
    ];
    for (const [cell, file] of files) {
      if (cell === '—') continue;
      if (!exists(file)) problems.push(`${row.label}: ${file} does not exist`);
    }
    const lastWord = (folder: string) => folder.split('/').at(-1);
    for (const folder of [row.feature, row.module, row.contract]) {
      if (lastWord(folder) !== row.word) problems.push(`${row.label}: ${folder} is not named "${row.word}"`);
    }
    for (const file of [row.routes, row.service, row.repository]) {
      const name = file.split('/').at(-1) ?? '';
      if (file !== '—' && !name.startsWith(`${row.word}.`) && !name.startsWith(`${row.word}-`))
        problems.push(`${row.label}: ${file} does not start with "${row.word}"`);
    }
  }
  const named = namedInDocument(architecture);
  const layers = layerFolders(repository);
  for (const folder of layers.web)
    if (!named.has(folder)) problems.push(`web feature ${folder} is not named in ARCHITECTURE.md`);
  for (const folder of layers.api)
    if (!named.has(folder)) problems.push(`API module ${folder} is not named in ARCHITECTURE.md`);
  for (const folder of layers.contract)
    if (!named.has(`contract/${folder}`))
      problems.push(`contract folder contract/${folder} is not named in ARCHITECTURE.md`);
  return problems;
}
