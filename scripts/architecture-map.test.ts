import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { layerFolders, mapProblems, sectionRows } from './architecture-map';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const architecture = readFileSync(path.join(repository, 'ARCHITECTURE.md'), 'utf8');

describe("ARCHITECTURE.md's map of the code", () => {
  it('names, for every back-office menu label, files that exist, and every folder of every layer', () => {
    expect(mapProblems(repository, architecture)).toEqual([]);
  });

  it('reads the real table and the real folders', () => {
    expect(sectionRows(architecture).map((row) => row.label)).toContain('Allocation board');
    const layers = layerFolders(repository);
    expect(layers.web).toContain('features/admin/bookings');
    expect(layers.api).toContain('modules/admin/bookings');
    expect(layers.contract).toContain('admin/bookings');
  });

  it('fails when a folder the table names is gone', () => {
    const problems = mapProblems(repository, architecture, (file) => !file.endsWith('/admin/board'));
    expect(problems.join('\n')).toMatch(/Allocation board: .*admin\/board does not exist/);
  });

  it('fails when a feature or module folder is not named in the document', () => {
    const without = architecture.replaceAll('`features/admin/outbox`', 'the outbox');
    expect(mapProblems(repository, without)).toContain(
      'web feature features/admin/outbox is not named in ARCHITECTURE.md',
    );
  });

  it('fails when a row strays from its word', () => {
    const strayed = architecture.replace('| Payments | payments |', '| Payments | money |');
    expect(mapProblems(repository, strayed).join('\n')).toMatch(/Payments: .* is not named "money"/);
  });
});
