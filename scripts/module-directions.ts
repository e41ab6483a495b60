import type { ImportEdge, SourceTree, Violation } from './boundaries';

/**
 * ARCHITECTURE.md rule 4, read from the source: which API module may call which (its imports), and
 * which module emits and which subscribes to each domain event (decision 051). Both run one way:
 * an effect that must travel against the calls is an event, a read the other way is an interface
 * the reader declares and the composition root (`modules/build-services.ts`) hands over.
 */

/**
 * The domain modules each module may import (to call their services or use their types), each
 * with why. Any module may call `audit` (the audit log, in the caller's transaction; it calls no
 * other, decision 032). A back-office section (`modules/admin/<word>`) may call every domain
 * module, and another section only where listed here; a domain module never imports a section.
 */
export const SERVICE_CALLS: Record<string, Record<string, string>> = {
  booking: {
    account:
      "a stay booked signed out finds or creates the guest's account; a missing booking's link is its token",
    search: 'a stay is held and priced against what the catalogue has on sale, and searches hear each change',
  },
  payment: {
    booking:
      "a payment sets aside, records and releases money on the stay it pays for: when a stay counts as paid is booking's rule",
    activities: 'the same on an activity booking',
    owners: "the same on an owner's invoice",
  },
  owners: {
    account: "linking an owner sets the user's customer number",
  },
  search: {
    cms: 'searches answer 503 while the site settings say maintenance',
  },
  'admin/bookings': {
    'admin/today': "reception checks a party in at the booking's own address",
    'admin/board': "a stay is moved to another unit or night at the booking's own address",
  },
};

/** The audit log: every module records its changes there (decision 032). */
const CALLED_BY_EVERY_MODULE = new Set(['audit']);

/** Each domain event: the one module that emits it and the modules that subscribe to it. */
export const EVENT_DIRECTIONS: Record<string, { emittedBy: string; heardBy: string[] }> = {
  'stay.paid': { emittedBy: 'payment', heardBy: ['booking'] },
  'activity-booking.paid': { emittedBy: 'payment', heardBy: ['activities'] },
  'payment.applied-by-staff': { emittedBy: 'payment', heardBy: ['booking'] },
};

const MODULES = 'apps/api/src/modules/';
const EVENT_CATALOGUE = 'apps/api/src/domain-events/events.ts';

/** `booking`, `payment`… or `admin/<word>` for a back-office section; none for the composition root. */
export function apiModuleOf(file: string): string | undefined {
  if (!file.startsWith(MODULES) || file === `${MODULES}admin/index.ts`) return undefined;
  return /^(admin\/[\w-]+|[\w-]+)\//.exec(file.slice(MODULES.length))?.[1];
}

const isSection = (module: string) => module.startsWith('admin/');

function serviceCallViolations(edges: ImportEdge[]): Violation[] {
  const violations: Violation[] = [];
  const used = new Set<string>();
  for (const { from, to } of edges) {
    const caller = apiModuleOf(from);
    const callee = apiModuleOf(to);
    if (!caller || !callee || caller === callee || from.endsWith('.test.ts')) continue;
    used.add(`${caller} → ${callee}`);
    if (!isSection(caller) && isSection(callee)) {
      violations.push({ rule: 'domain module imports a back-office section', file: from, detail: to });
      continue;
    }
    if (CALLED_BY_EVERY_MODULE.has(callee) || (isSection(caller) && !isSection(callee))) continue;
    if (!(callee in (SERVICE_CALLS[caller] ?? {})))
      violations.push({
        rule: 'module calls against the directions',
        file: from,
        detail: `${caller} → ${callee}`,
      });
  }
  for (const [caller, callees] of Object.entries(SERVICE_CALLS)) {
    for (const callee of Object.keys(callees)) {
      if (!used.has(`${caller} → ${callee}`))
        violations.push({
          rule: 'stale service call allowance',
          file: `${MODULES}${caller}`,
          detail: `${caller} no longer imports ${callee}`,
        });
    }
  }
  return violations;
}

function eventViolations(tree: SourceTree): Violation[] {
  const violations: Violation[] = [];
  const catalogue = new Set(
    [...(tree.get(EVENT_CATALOGUE) ?? '').matchAll(/^\s*'([\w-]+\.[\w.-]+)':/gm)].map((match) => match[1]!),
  );
  for (const event of catalogue) {
    if (!(event in EVENT_DIRECTIONS))
      violations.push({ rule: 'event without a direction', file: EVENT_CATALOGUE, detail: event });
  }
  const emitted = new Set<string>();
  const heard = new Set<string>();
  for (const [file, text] of tree) {
    if (!file.startsWith('apps/api/src/') || file.endsWith('.test.ts')) continue;
    const module = apiModuleOf(file);
    for (const [, event] of text.matchAll(/\.emit\(\s*'([\w-]+\.[\w.-]+)'/g)) {
      emitted.add(event!);
      if (EVENT_DIRECTIONS[event!]?.emittedBy !== module)
        violations.push({ rule: 'event emitted outside its module', file, detail: event! });
    }
    for (const [, event] of text.matchAll(/\.on\(\s*'([\w-]+\.[\w.-]+)'/g)) {
      heard.add(`${event} ${module}`);
      const inIndex = module && file === `${MODULES}${module}/index.ts`;
      if (!inIndex || !EVENT_DIRECTIONS[event!]?.heardBy.includes(module))
        violations.push({ rule: "event heard outside its modules' index.ts", file, detail: event! });
    }
  }
  for (const [event, { emittedBy, heardBy }] of Object.entries(EVENT_DIRECTIONS)) {
    const stale = [
      ...(catalogue.has(event) ? [] : ['not in the catalogue']),
      ...(emitted.has(event) ? [] : [`never emitted by ${emittedBy}`]),
      ...heardBy
        .filter((module) => !heard.has(`${event} ${module}`))
        .map((module) => `not heard by ${module}`),
    ];
    for (const why of stale)
      violations.push({ rule: 'stale event direction', file: EVENT_CATALOGUE, detail: `${event}: ${why}` });
  }
  return violations;
}

/** Every call and event that runs against ARCHITECTURE.md rule 4. */
export function directionViolations(tree: SourceTree, edges: ImportEdge[]): Violation[] {
  return [...serviceCallViolations(edges), ...eventViolations(tree)];
}
