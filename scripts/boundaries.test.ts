import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADMIN_SECTION_DOMAINS, findViolations, readSourceTree, type SourceTree } from './boundaries';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const realTree = readSourceTree(repository);

/** The real tree with one file added or replaced: a change a pull request could make. */
function withFile(file: string, text: string): SourceTree {
  return new Map([...realTree, [file, text]]);
}

/** The real tree with one file changed by `edit`. */
function withEdit(file: string, edit: (text: string) => string): SourceTree {
  return withFile(file, edit(realTree.get(file) ?? ''));
}

const rulesBroken = (tree: SourceTree) => findViolations(tree).map((violation) => violation.rule);

describe('the layers of ARCHITECTURE.md', () => {
  it('hold in this repository', () => {
    const violations = findViolations(realTree).map(
      ({ rule, file, detail }) => `${rule}: ${file} → ${detail}`,
    );
    expect(violations).toEqual([]);
  });

  it('reads the real tree: web features, API repositories and the contract', () => {
    const files = [...realTree.keys()];
    expect(files.filter((file) => file.startsWith('apps/web/src/features/')).length).toBeGreaterThan(50);
    expect(files.filter((file) => file.endsWith('.repository.ts')).length).toBeGreaterThanOrEqual(8);
    expect(files).toContain('packages/contract/src/index.ts');
  });

  it('refuse a feature importing another feature', () => {
    const tree = withFile(
      'apps/web/src/features/events/components/sneaky.tsx',
      "import { useBookings } from '../../booking/api/get-bookings';\nexport const x = useBookings;\n",
    );
    expect(rulesBroken(tree)).toContain('feature imports another feature');
  });

  it("refuse a back-office section's feature importing another section's or a guest feature", () => {
    const section = withFile(
      'apps/web/src/features/admin/today/components/sneaky.tsx',
      "import { StayCard } from '../../check-in/index';\nexport const x = StayCard;\n",
    );
    expect(rulesBroken(section)).toContain('feature imports another feature');
    const guest = withFile(
      'apps/web/src/features/admin/bookings/components/sneaky.tsx',
      "import { x } from '../../../events/index';\nexport const y = x;\n",
    );
    expect(rulesBroken(guest)).toContain('feature imports another feature');
  });

  it("refuse a screen reaching past a feature's entry files", () => {
    const tree = withFile(
      'apps/web/src/app/routes/events/sneaky.tsx',
      "import { x } from '../../../features/events/components/events-calendar';\nexport const y = x;\n",
    );
    expect(rulesBroken(tree)).toContain("import past a feature's entry files");
  });

  it('refuse generic code that imports a feature or carries product words', () => {
    const importing = withFile(
      'apps/web/src/lib/sneaky.ts',
      "import { x } from '../features/events/index';\nexport const y = x;\n",
    );
    expect(rulesBroken(importing)).toContain('generic code imports product code');
    const named = withFile(
      'apps/web/src/components/ui/booking-badge.tsx',
      'export function BookingBadge() {}\n',
    );
    expect(rulesBroken(named)).toContain('product word in generic code');
  });

  it('refuse a shared read that imports a feature or a screen', () => {
    const tree = withFile(
      'apps/web/src/reads/sneaky.ts',
      "import { x } from '../features/events/index';\nexport const y = x;\n",
    );
    expect(rulesBroken(tree)).toContain('shared read imports above it');
  });

  it('refuse the web importing the API', () => {
    const tree = withFile(
      'apps/web/src/lib/sneaky.ts',
      "import { buildApp } from '../../../api/src/app';\nexport const y = buildApp;\n",
    );
    expect(rulesBroken(tree)).toContain('web imports the API');
  });

  it("refuse a repository writing another domain's table, in SQL or through Drizzle", () => {
    const inSql = withFile(
      'apps/api/src/modules/payment/sneaky.repository.ts',
      "import { sql } from 'drizzle-orm';\nexport const q = sql`update booking set confirmed = true`;\n",
    );
    expect(rulesBroken(inSql)).toContain('repository writes another domain');
    const inDrizzle = withFile(
      'apps/api/src/modules/payment/sneaky.repository.ts',
      "import { ledgerEntry } from '../../db/schema';\nexport const q = (db: any) => db.update(ledgerEntry);\n",
    );
    expect(rulesBroken(inDrizzle)).toContain('repository writes another domain');
  });

  it('refuse a route that skips its service, a repository that calls a service, and SQL in a service', () => {
    const route = withFile(
      'apps/api/src/modules/events/sneaky.routes.ts',
      "import { EventsRepository } from './events.repository';\nexport const r = EventsRepository;\n",
    );
    expect(rulesBroken(route)).toContain('route skips its service');
    const upward = withFile(
      'apps/api/src/modules/events/sneaky.repository.ts',
      "import { EventsService } from './events.service';\nexport const r = EventsService;\n",
    );
    expect(rulesBroken(upward)).toContain('repository calls up a layer');
    const sqlInService = withFile(
      'apps/api/src/modules/events/sneaky.service.ts',
      "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;\n",
    );
    expect(rulesBroken(sqlInService)).toContain('SQL outside a repository');
  });

  it("hold a back-office section's repository to the domain ADMIN_SECTION_DOMAINS names", () => {
    const payments = 'apps/api/src/modules/admin/payments/payments.repository.ts';
    expect(ADMIN_SECTION_DOMAINS[payments]).toBe('payment');
    const writesAStay = withFile(
      payments,
      `${realTree.get(payments)}\nexport const q = sql\`update booking set confirmed = true\`;\n`,
    );
    expect(rulesBroken(writesAStay)).toContain('repository writes another domain');
    const unmapped = withFile(
      'apps/api/src/modules/admin/today/today-money.repository.ts',
      "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;\n",
    );
    expect(rulesBroken(unmapped)).toContain('section repository without a domain');
  });

  it("refuse a repository reading another domain's table it has not declared", () => {
    const tree = withFile(
      'apps/api/src/modules/events/sneaky.repository.ts',
      "import { payment } from '../../db/schema';\nexport const t = payment;\n",
    );
    expect(rulesBroken(tree)).toContain('repository reads another domain');
  });

  it('refuse a module calling another against the directions of rule 4, and an allowance no call uses', () => {
    const importing = (caller: string, callee: string) =>
      rulesBroken(
        withFile(
          `apps/api/src/modules/${caller}/sneaky.service.ts`,
          `import type { S } from '../${callee}/${callee}.service';\nexport type T = S;\n`,
        ),
      );
    const against = 'module calls against the directions';
    expect(importing('booking', 'payment')).toContain(against);
    expect(importing('payment', 'booking')).not.toContain(against);
    expect(importing('media', 'audit')).not.toContain(against);
    const unused = withEdit('apps/api/src/modules/owners/owners.service.ts', (text) =>
      text.replace(/^import .*account\.service';$/m, ''),
    );
    expect(rulesBroken(unused)).toContain('stale service call allowance');
  });

  it('refuse a domain module importing a back-office section; a section may call any domain module', () => {
    const section = 'apps/api/src/modules/admin/sneaky/sneaky.service.ts';
    const upward = new Map([
      ...realTree,
      [
        section,
        "import type { PaymentService } from '../../payment/payment.service';\nexport type P = PaymentService;\n",
      ],
      [
        'apps/api/src/modules/booking/sneaky.service.ts',
        "import type { P } from '../admin/sneaky/sneaky.service';\nexport type Q = P;\n",
      ],
    ]);
    const broken = rulesBroken(upward);
    expect(broken).toContain('domain module imports a back-office section');
    expect(findViolations(upward).filter((v) => v.file === section)).toEqual([]);
    const sideways = new Map([
      ...realTree,
      [section, 'export type P = number;\n'],
      [
        'apps/api/src/modules/admin/other/other.service.ts',
        "import type { P } from '../sneaky/sneaky.service';\nexport type Q = P;\n",
      ],
    ]);
    expect(rulesBroken(sideways)).toContain('module calls against the directions');
  });

  it("refuse a domain event emitted by another module, heard outside its subscribers' index.ts, or not in the table", () => {
    const emit = "export const tell = (events: any) => events.emit('stay.paid', { bookingId: 1 });\n";
    const hear = "export const hear = (events: any) => events.on('stay.paid', async () => {});\n";
    const catalogue = 'apps/api/src/domain-events/events.ts';
    const planted: [file: string, text: string, rule: string][] = [
      ['apps/api/src/modules/owners/sneaky.service.ts', emit, 'event emitted outside its module'],
      ['apps/api/src/modules/booking/sneaky.service.ts', hear, "event heard outside its modules' index.ts"],
      ['apps/api/src/modules/owners/index.ts', hear, "event heard outside its modules' index.ts"],
      [
        catalogue,
        `${realTree.get(catalogue)}type X = {\n  'stay.moved': 1;\n};\n`,
        'event without a direction',
      ],
    ];
    for (const [file, text, rule] of planted) expect(rulesBroken(withFile(file, text))).toContain(rule);
    const unheard = withEdit('apps/api/src/modules/activities/index.ts', (text) =>
      text.replace("'activity-booking.paid'", "'x'"),
    );
    expect(rulesBroken(unheard)).toContain('stale event direction');
  });

  it("refuse a section's repository reading past its owning domain, or owned by none", () => {
    const reading = withFile(
      'apps/api/src/modules/admin/events/events.repository.ts',
      "import { payment } from '../../../db/schema';\nexport const t = payment;\n",
    );
    expect(rulesBroken(reading)).toContain('repository reads another domain');
    const unowned = withFile(
      'apps/api/src/modules/admin/events/sneaky.repository.ts',
      'export const t = 1;\n',
    );
    expect(rulesBroken(unowned)).toContain('section repository without a domain');
  });

  it('refuse an import cycle, and ignore type-only imports that vanish at build time', () => {
    const cyclic = new Map([
      ...realTree,
      ['apps/api/src/lib/sneaky-a.ts', "import { b } from './sneaky-b';\nexport const a = b;\n"],
      ['apps/api/src/lib/sneaky-b.ts', "import { a } from './sneaky-a';\nexport const b = a;\n"],
    ]);
    expect(rulesBroken(cyclic)).toContain('import cycle');
    const typesOnly = new Map([
      ...realTree,
      ['apps/api/src/lib/sneaky-a.ts', "import type { B } from './sneaky-b';\nexport type A = B;\n"],
      ['apps/api/src/lib/sneaky-b.ts', "import { a } from './sneaky-a';\nexport const b = a;\n"],
    ]);
    expect(rulesBroken(typesOnly)).not.toContain('import cycle');
  });
});
