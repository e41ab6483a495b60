import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { directionViolations } from './module-directions';

/**
 * The dependency rules of ARCHITECTURE.md, read from the source itself:
 * - a web feature never imports another feature or the app, and everything outside a feature
 *   imports it only through the entry files at its top level (`index.ts`…);
 * - `lib/` and `components/ui/` are generic: they import no feature, screen or app code and their
 *   files and exports carry no product words;
 * - the shared reads (`reads/`, what several features fetch) sit below the features: they import
 *   only `lib/`, `config/`, `components/ui/` and the contract;
 * - the web and the contract never import the API;
 * - API routes call services, never repositories; repositories call no service; SQL (Drizzle)
 *   appears only in repositories;
 * - an API repository writes only its own domain's tables, and reads another domain's tables only
 *   where `READS_ACROSS_DOMAINS` says so and why; a back-office section's repository belongs to the
 *   domain `ADMIN_SECTION_DOMAINS` names;
 * - an API module imports another only in the directions of `SERVICE_CALLS`, never a back-office
 *   section from a domain module, and each domain event goes from the module that emits it to the
 *   modules that subscribe in their `index.ts` (`EVENT_DIRECTIONS`, module-directions.ts);
 * - no import cycles anywhere.
 */

export type SourceTree = Map<string, string>;

export type Violation = { rule: string; file: string; detail: string };

const ROOTS = ['apps/web/src', 'apps/web/e2e', 'apps/api/src', 'packages/contract/src', 'bench'];
const SOURCE = /\.(ts|tsx|mts)$/;

/** Every TypeScript file under the roots, by its path relative to the repository. */
export function readSourceTree(repository: string): SourceTree {
  const tree: SourceTree = new Map();
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(repository, dir))) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const relative = `${dir}/${name}`;
      if (statSync(path.join(repository, relative)).isDirectory()) walk(relative);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts'))
        tree.set(relative, readFileSync(path.join(repository, relative), 'utf8'));
    }
  };
  for (const root of ROOTS) if (existsSync(path.join(repository, root))) walk(root);
  return tree;
}

export type ImportEdge = { from: string; to: string; names: string[]; typeOnly: boolean };

const WORKSPACE_PACKAGES: Record<string, string> = {
  '@parkstays/contract': 'packages/contract/src/index.ts',
};

function resolve(tree: SourceTree, from: string, specifier: string): string | undefined {
  if (specifier in WORKSPACE_PACKAGES) return WORKSPACE_PACKAGES[specifier];
  if (specifier.startsWith('@parkstays/api')) return 'apps/api/src';
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  if (base.endsWith('.js')) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((candidate) => tree.has(candidate)) ?? (SOURCE.test(base) ? base : undefined);
}

type RawImport = { specifier: string; names: string[]; typeOnly: boolean };
/** Parsing is the slow part, so each file text is parsed once; resolving is redone per tree. */
const parsed = new Map<string, RawImport[]>();

/** The imports and re-exports of one file, static and dynamic, resolved to files of the tree. */
function importsOf(tree: SourceTree, file: string): ImportEdge[] {
  const text = tree.get(file) ?? '';
  const key = `${file}\0${text}`;
  let raw = parsed.get(key);
  if (!raw) {
    raw = parseImports(file, text);
    parsed.set(key, raw);
  }
  return raw.flatMap(({ specifier, names, typeOnly }) => {
    const to = resolve(tree, file, specifier);
    return to ? [{ from: file, to, names, typeOnly }] : [];
  });
}

function parseImports(file: string, text: string): RawImport[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edges: RawImport[] = [];
  const add = (specifier: string, names: string[], typeOnly: boolean) => {
    edges.push({ specifier, names, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names: string[] = [];
      let allTypes = Boolean(clause?.isTypeOnly);
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        const elements = clause.namedBindings.elements;
        for (const element of elements) names.push((element.propertyName ?? element.name).text);
        if (!clause.name && elements.length > 0 && elements.every((element) => element.isTypeOnly))
          allTypes = true;
      } else if (clause?.namedBindings) names.push('*');
      add(node.moduleSpecifier.text, names, allTypes);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text, ['*'], node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, ['*'], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

const WEB = 'apps/web/src/';
/** A feature is `features/<name>/`, or `features/admin/<word>/` for a back-office section. */
const FEATURE_FOLDER = /^apps\/web\/src\/features\/((?:admin\/)?[\w-]+)\//;
const featureOf = (file: string) => FEATURE_FOLDER.exec(file)?.[1];
/**
 * What a feature offers others: its `index.ts` and the other files at its top level (a feature
 * may split its offer so a screen's chunk doesn't carry code it never uses); never the files in
 * its `api/` and `components/` folders.
 */
const isFeatureEntry = (file: string) =>
  /^apps\/web\/src\/features\/(?:admin\/)?[\w-]+\/[\w.-]+\.tsx?$/.test(file);
/** API code with layers: the modules and the shared plugins, providers, mail, jobs and the event bus (not db/ or tests). */
const isApiLayer = (file: string) =>
  /^apps\/api\/src\/(modules|http|payments|mail|jobs|domain-events)\//.test(file) &&
  !/\.test\.ts$/.test(file);
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith(`${WEB}test/`);
const isGeneric = (file: string) => file.startsWith(`${WEB}lib/`) || file.startsWith(`${WEB}components/ui/`);
/** What the shared reads may import: the generic layers, the config and the contract. */
const BELOW_READS = [
  `${WEB}reads/`,
  `${WEB}lib/`,
  `${WEB}config/`,
  `${WEB}components/ui/`,
  'packages/contract/',
];

/** Words that belong to the product: a generic module that needs one belongs to a feature. */
const PRODUCT_WORDS = /booking|owner|payment|ledger|invoice|visit|activit|ticket|promotion|coupon|voucher/i;

/**
 * Tables another domain's repository may read (never write), each with why the join cannot go
 * through the owning domain's service without a second round trip on a hot path.
 */
export const READS_ACROSS_DOMAINS: Record<string, Record<string, string>> = {
  search: {
    booking: 'the availability engine loads the live stays once, then hears each change through NOTIFY',
  },
  booking: {
    unit: 'claiming a free unit is one locking query inside the booking transaction',
    price_on_sale:
      'the stay is priced from what is on sale in the same statement that claims its unit, so the price cannot move between',
    arrival_rule:
      "the statement that claims a guest's unit checks that the park's arrival-day rules let the stay start on its weekday, so a rule cannot change between",
    grade: "the booking's grade name and rules come with the booking row",
    park: "the booking's park name and contacts come with the booking row",
    grade_image: 'the booking card shows the grade photo from the same query',
    holiday_type:
      'the Terms section lists every holiday type with the latest version of its booking terms, in one query',
    user_account:
      "a booking's staff notes and a stay on reception's lists name the staff member who wrote the note or checked the party in; the link that adds a booking to an account names that account's address, read with the link",
  },
  activities: {
    booking:
      "an activity is booked for a live, paid stay and at most its party's tickets: the stay is checked in the booking transaction; a session's tickets held for a stay that has ended count as free when the session is read",
    owner_visit:
      "an owner's activity booking is checked against their visit (its dates and party) in the same transaction",
    park: "sessions and activity bookings are listed with their park's name in one query",
    grade: "a stay's park is found through its grade",
    user_account:
      "the activity booking's e-mail goes to the address on the account, read with the booking; a session's door list shows each ticket's guest and who scanned it",
  },
  audit: {
    user_account:
      'an audit entry is shown with the name of the staff member who made the change, and of the people its fields point to (who checked a party in, whose visit), read with the entries',
  },
  payment: {
    user_account:
      'a payment taken by telephone and a refund are listed with the name of the member of staff who took or gave it, read with them',
    booking:
      "the day's payments and refunds name the stay each was for (its reference and guest), read in the same query as the day's rows",
    activity_booking: "the day's payments name the activity booking each paid for, and its stay",
    ledger_entry: "the day's payments name the owner's invoice each paid",
  },
  privacy: {
    user_account:
      'staff see each privacy request with the name and address of who made it and who answered it, read with the requests',
  },
  owners: {
    activity_booking: "a visit's activity bookings are listed with the visit",
    park: "visits and owner deals carry their park's name",
  },
};

const ADMIN = 'apps/api/src/modules/admin/';

/**
 * A back-office section's repository → the domain that owns the tables its SQL touches (a section
 * is named after its menu label, its tables after what they hold).
 */
export const ADMIN_SECTION_DOMAINS: Record<string, string> = {
  [`${ADMIN}activities/activities.repository.ts`]: 'activities',
  [`${ADMIN}board/board.repository.ts`]: 'booking',
  [`${ADMIN}bookings/bookings.repository.ts`]: 'booking',
  [`${ADMIN}check-in/check-in.repository.ts`]: 'activities',
  [`${ADMIN}payments/payments.repository.ts`]: 'payment',
  [`${ADMIN}today/today.repository.ts`]: 'booking',
  [`${ADMIN}catalogue/catalogue.repository.ts`]: 'search',
  [`${ADMIN}content/content.repository.ts`]: 'cms',
  [`${ADMIN}events/events.repository.ts`]: 'events',
  [`${ADMIN}extras-and-codes/extras-and-codes.repository.ts`]: 'booking',
  [`${ADMIN}owners/owners.repository.ts`]: 'owners',
  [`${ADMIN}prices/prices.repository.ts`]: 'search',
  [`${ADMIN}privacy/privacy.repository.ts`]: 'privacy',
  [`${ADMIN}staff/staff.repository.ts`]: 'account',
  [`${ADMIN}terms/terms.repository.ts`]: 'booking',
};

/** Which domain each API repository belongs to: from its folder, or a section's from ADMIN_SECTION_DOMAINS. */
function repositoryDomain(file: string): string | undefined {
  if (!file.endsWith('.repository.ts')) return undefined;
  if (file.startsWith(ADMIN)) return ADMIN_SECTION_DOMAINS[file] ?? 'admin';
  const parts = file.split('/');
  if (file.startsWith('apps/api/src/modules/')) return parts[4];
  return parts[3];
}

/** The API's tables: export name → SQL name and owning domain, read from db/schema/*.ts. */
function tablesOf(tree: SourceTree, owners: Record<string, string>) {
  const byExport = new Map<string, { table: string; domain: string }>();
  const byTable = new Map<string, string>();
  for (const [file, text] of tree) {
    const match = /^apps\/api\/src\/db\/schema\/([a-z0-9-]+)\.ts$/.exec(file);
    if (!match?.[1] || match[1] === 'index') continue;
    const domain = owners[match[1]];
    if (!domain) throw new Error(`${file}: no domain owns this schema file (SCHEMA_OWNERS)`);
    // Views count as their domain's tables: another domain reads them only where allowed.
    for (const table of text.matchAll(/export const (\w+) = pg(?:Table|View)\(\s*'(\w+)'/g)) {
      byExport.set(table[1]!, { table: table[2]!, domain });
      byTable.set(table[2]!, domain);
    }
  }
  return { byExport, byTable };
}

/** Schema file → the domain whose repository owns its tables. */
export const SCHEMA_OWNERS: Record<string, string> = {
  'user-account': 'account',
  session: 'account',
  'password-reset': 'account',
  booking: 'booking',
  'booking-terms': 'booking',
  catalogue: 'search',
  activity: 'activities',
  owner: 'owners',
  payment: 'payment',
  event: 'events',
  menu: 'cms',
  'site-setting': 'cms',
  'media-file': 'cms',
  'outbox-message': 'mail',
  'sandbox-card-identifier': 'payments',
  'sandbox-session-key': 'payments',
  'sandbox-transaction': 'payments',
  'audit-entry': 'audit',
  'privacy-request': 'privacy',
};

/** The text of every template literal and string in a file: where raw SQL lives. */
function sqlTextOf(text: string, file: string): string {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const parts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node)) parts.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      parts.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return parts.join('\n');
}

function repositoryViolations(tree: SourceTree, edges: ImportEdge[]): Violation[] {
  const violations: Violation[] = [];
  const { byExport, byTable } = tablesOf(tree, SCHEMA_OWNERS);
  // A domain may have several repositories: an allowance is stale when none of them reads it.
  const readByDomain = new Map<string, { files: string[]; tables: Set<string> }>();
  for (const [file, text] of tree) {
    const domain = repositoryDomain(file);
    if (!domain) continue;
    if (file.startsWith(ADMIN) && !(file in ADMIN_SECTION_DOMAINS))
      violations.push({
        rule: 'section repository without a domain',
        file,
        detail: 'name the domain that owns its tables in ADMIN_SECTION_DOMAINS',
      });
    const allowed = READS_ACROSS_DOMAINS[domain] ?? {};
    const foreign = new Set<string>();
    for (const edge of edges) {
      if (edge.from !== file || !edge.to.startsWith('apps/api/src/db/schema')) continue;
      for (const name of edge.names) {
        const table = byExport.get(name);
        if (table && table.domain !== domain) foreign.add(table.table);
      }
    }
    const sqlText = sqlTextOf(text, file);
    for (const write of sqlText.matchAll(/\b(insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi)) {
      const owner = byTable.get(write[2]!.toLowerCase());
      if (owner && owner !== domain)
        violations.push({
          rule: 'repository writes another domain',
          file,
          detail: `${write[1]} ${write[2]}`,
        });
    }
    for (const read of sqlText.matchAll(/\b(?:from|join)\s+"?(\w+)"?/gi)) {
      const owner = byTable.get(read[1]!.toLowerCase());
      if (owner && owner !== domain) foreign.add(read[1]!.toLowerCase());
    }
    // Drizzle's query builder: db.insert(table), tx.update(table), db.delete(table).
    for (const write of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      const table = byExport.get(write[2]!);
      if (table && table.domain !== domain)
        violations.push({
          rule: 'repository writes another domain',
          file,
          detail: `${write[1]}(${table.table})`,
        });
    }
    for (const table of foreign) {
      if (!(table in allowed))
        violations.push({
          rule: 'repository reads another domain',
          file,
          detail: `${table} (${byTable.get(table)})`,
        });
    }
    const read = readByDomain.get(domain) ?? { files: [], tables: new Set<string>() };
    read.files.push(file);
    for (const table of foreign) read.tables.add(table);
    readByDomain.set(domain, read);
  }
  for (const [domain, read] of readByDomain) {
    for (const table of Object.keys(READS_ACROSS_DOMAINS[domain] ?? {})) {
      if (!read.tables.has(table))
        violations.push({
          rule: 'stale cross-domain read allowance',
          file: read.files.sort().join(', '),
          detail: `${table} is no longer read`,
        });
    }
  }
  return violations;
}

/** Cycles among runtime imports (type-only imports vanish at build time), as strongly connected sets. */
function cycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    if (edge.typeOnly) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      const selfImport = (next.get(node) ?? []).includes(node);
      if (members.length > 1 || selfImport) found.push(members.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) connect(node);
  return found;
}

/** Every broken rule in the tree; an empty list when the layers hold. */
export function findViolations(tree: SourceTree): Violation[] {
  const edges = [...tree.keys()].flatMap((file) => importsOf(tree, file));
  const violations: Violation[] = [];
  for (const edge of edges) {
    const { from, to } = edge;
    const fromFeature = featureOf(from);
    const toFeature = featureOf(to);
    if (from.startsWith('apps/web/') && to.startsWith('apps/api/'))
      violations.push({ rule: 'web imports the API', file: from, detail: to });
    if (from.startsWith('packages/contract/') && to.startsWith('apps/'))
      violations.push({ rule: 'contract imports an app', file: from, detail: to });
    if (fromFeature && toFeature && fromFeature !== toFeature)
      violations.push({ rule: 'feature imports another feature', file: from, detail: to });
    if (fromFeature && to.startsWith(`${WEB}app/`))
      violations.push({ rule: 'feature imports the app', file: from, detail: to });
    if (isGeneric(from) && (toFeature || to.startsWith(`${WEB}app/`) || to.startsWith(`${WEB}reads/`)))
      violations.push({ rule: 'generic code imports product code', file: from, detail: to });
    if (from.startsWith(`${WEB}reads/`) && !BELOW_READS.some((layer) => to.startsWith(layer)))
      violations.push({ rule: 'shared read imports above it', file: from, detail: to });
    if (toFeature && fromFeature !== toFeature && !isTest(from) && !isFeatureEntry(to))
      violations.push({ rule: "import past a feature's entry files", file: from, detail: to });
  }
  for (const edge of edges) {
    const { from, to } = edge;
    if (from.endsWith('.routes.ts') && to.endsWith('.repository.ts'))
      violations.push({ rule: 'route skips its service', file: from, detail: to });
    if (from.endsWith('.repository.ts') && (to.endsWith('.service.ts') || to.endsWith('.routes.ts')))
      violations.push({ rule: 'repository calls up a layer', file: from, detail: to });
  }
  for (const [file, text] of tree) {
    if (isApiLayer(file) && !file.endsWith('.repository.ts') && /from 'drizzle-orm/.test(text))
      violations.push({ rule: 'SQL outside a repository', file, detail: 'imports drizzle-orm' });
  }
  for (const [file, text] of tree) {
    if (!isGeneric(file)) continue;
    if (PRODUCT_WORDS.test(path.posix.basename(file)))
      violations.push({ rule: 'product word in generic code', file, detail: 'file name' });
    for (const exported of text.matchAll(
      /export (?:default )?(?:async )?(?:function|const|class|type|interface) (\w+)/g,
    )) {
      if (PRODUCT_WORDS.test(exported[1]!))
        violations.push({ rule: 'product word in generic code', file, detail: exported[1]! });
    }
  }
  violations.push(...repositoryViolations(tree, edges));
  violations.push(...directionViolations(tree, edges));
  for (const members of cycles(edges)) {
    violations.push({ rule: 'import cycle', file: members[0]!, detail: members.join(' → ') });
  }
  return violations;
}
