import type { Database } from '../../../db/client';
import { notFound } from '../../../http/errors';
import type { AuditService } from '../../audit/audit.service';
import type { PricesRepository, RuleKind, RuleValues } from './prices.repository';

/**
 * One of the tables of what is on sale (seasons, arrival-day rules, stay limits, stop-sells): how
 * its rows are read, checked, answered and audited. The four differ only in these; listing,
 * adding, changing and removing a row, audited in the change's transaction, are the same.
 */
export type RuleTableRules<K extends RuleKind, Input, Row, Answer, Prepared> = {
  /** The table, and the entity its audit entries name (`<kind>.create`, `.update`, `.delete`). */
  kind: K;
  /** The 404's words for an id that is not there. */
  missing: string;
  /** Guests' searches read the table: each change must show in them at once. */
  onSale: boolean;
  toAnswer(row: Row): Answer;
  list(repository: PricesRepository, today: string): Promise<Row[]>;
  byId(repository: PricesRepository, id: number): Promise<Row | undefined>;
  /** Checks made before the saving transaction starts (what the input names, by its code). */
  prepare?(input: Input, context: { repository: PricesRepository; today: string }): Promise<Prepared>;
  /** The row's values, checked inside the saving transaction (`id` undefined: a new row). */
  values(
    input: Input,
    context: { repository: PricesRepository; id: number | undefined; prepared: Prepared },
  ): Promise<RuleValues<K>>;
};

export type RuleTableContext = {
  repository: PricesRepository;
  audit: Pick<AuditService, 'recordChange'>;
  today: () => string;
  /** A change of a table searches read was committed: this process's next search must show it. */
  changed: () => void;
};

/** Listing, adding, changing and removing the rows of one rule table, each change audited. */
export class RuleTableService<K extends RuleKind, Input, Row, Answer, Prepared = undefined> {
  constructor(
    private readonly rules: RuleTableRules<K, Input, Row, Answer, Prepared>,
    private readonly context: RuleTableContext,
  ) {}

  async list(): Promise<Answer[]> {
    const rows = await this.rules.list(this.context.repository, this.context.today());
    return rows.map((row) => this.rules.toAnswer(row));
  }

  create(staffUserId: number, input: Input): Promise<Answer> {
    return this.save(staffUserId, undefined, input);
  }

  update(staffUserId: number, id: number, input: Input): Promise<Answer> {
    return this.save(staffUserId, id, input);
  }

  async remove(staffUserId: number, id: number): Promise<Answer> {
    const { rules } = this;
    const removed = await this.context.repository.transaction(async (repository, tx) => {
      const before = await rules.byId(repository, id);
      if (!before || !(await repository.deleteRule(rules.kind, id))) throw notFound(rules.missing);
      await this.record(tx, staffUserId, 'delete', id, rules.toAnswer(before), null);
      return rules.toAnswer(before);
    });
    this.changed();
    return removed;
  }

  private async save(staffUserId: number, id: number | undefined, input: Input): Promise<Answer> {
    const { rules } = this;
    const prepared = (await rules.prepare?.(input, {
      repository: this.context.repository,
      today: this.context.today(),
    })) as Prepared;
    const saved = await this.context.repository.transaction(async (repository, tx) => {
      const before = id === undefined ? undefined : await rules.byId(repository, id);
      if (id !== undefined && !before) throw notFound(rules.missing);
      const values = await rules.values(input, { repository, id, prepared });
      const savedId = id ?? (await repository.insertRule(rules.kind, values));
      if (id !== undefined) await repository.updateRule(rules.kind, id, values);
      const after = rules.toAnswer((await rules.byId(repository, savedId))!);
      const was = before ? rules.toAnswer(before) : null;
      await this.record(tx, staffUserId, id === undefined ? 'create' : 'update', savedId, was, after);
      return after;
    });
    this.changed();
    return saved;
  }

  private changed() {
    if (this.rules.onSale) this.context.changed();
  }

  private record(
    tx: Database,
    staffUserId: number,
    verb: 'create' | 'update' | 'delete',
    entityId: number,
    before: unknown,
    after: unknown,
  ) {
    const { kind } = this.rules;
    return this.context.audit.recordChange(tx, {
      staffUserId,
      action: `${kind}.${verb}`,
      entityType: kind,
      entityId,
      before,
      after,
    });
  }
}
