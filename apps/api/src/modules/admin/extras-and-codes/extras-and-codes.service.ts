import {
  addDays,
  promotionalCodeStatus,
  type TAdminExtra,
  type TAdminPromotionalCode,
  type TCreateExtraRequest,
  type TCreatePromotionalCodeRequest,
  type TOfferGrade,
  type TOfferPark,
  type TPromotionalCodeFields,
  type TUpdateExtraRequest,
} from '@parkstays/contract';
import { badRequest, conflict, HttpError, notFound } from '../../../http/errors';
import { type AuditService, auditTrail } from '../../audit/audit.service';
import type { PromotionRow } from '../../booking/booking-offers.repository';
import { Service } from '../../service';
import type {
  ExtrasAndCodesRepository,
  ExtraWithGrades,
  PromotionValues,
} from './extras-and-codes.repository';

export type ExtrasAndCodesServiceOptions = {
  repository: ExtrasAndCodesRepository;
  audit: Pick<AuditService, 'recordChange'>;
  now?: () => Date;
};

const toExtra = (row: ExtraWithGrades): TAdminExtra => ({
  code: row.code,
  description: row.description,
  unit_price_pence: row.unitPricePence,
  note: row.note,
  position: row.position,
  stock: row.stock,
  grade_ids: row.gradeIds,
});

/** The code's fields as the table stores them: the discount's other half is 0. */
function promotionValues(input: TPromotionalCodeFields): Omit<PromotionValues, never> {
  const percent = input.discount_type === 'percent';
  return {
    description: input.description,
    percentOff: percent ? input.percent_off : 0,
    amountOffPence: percent ? 0 : input.amount_off_pence,
    validFrom: input.valid_from,
    validTo: input.valid_to,
    minimumNights: input.minimum_nights,
    parkCodes: [...input.park_codes].sort(),
    usageLimit: input.usage_limit,
  };
}

/** An extra's columns from the form (its code is only written when it is added). */
const extraValues = (input: TUpdateExtraRequest) => ({
  description: input.description,
  unitPricePence: input.unit_price_pence,
  note: input.note,
  position: input.position,
  stock: input.stock,
});

/**
 * The back office's Extras & codes (decision 039, admins): extras with their price, stock and the
 * grades that offer them; promotional codes with their discount (a percentage or a fixed amount),
 * dates, minimum stay, parks and usage limit, and how often each is used. Every change is audited
 * in its own transaction. Guests see a change at once: extras and codes are read from the
 * database whenever a booking is shown or changed, never from a cache.
 */
export class ExtrasAndCodesService extends Service<ExtrasAndCodesServiceOptions> {
  private readonly recordCode = auditTrail(this.options.audit, 'promotional_code', (row: PromotionRow) =>
    this.toCode(row),
  );
  private readonly recordExtra = auditTrail(this.options.audit, 'extra', toExtra);

  private toCode(row: PromotionRow): TAdminPromotionalCode {
    return {
      code: row.code,
      description: row.description,
      discount_type: row.percentOff > 0 ? 'percent' : 'amount',
      percent_off: row.percentOff,
      amount_off_pence: row.amountOffPence,
      valid_from: row.validFrom,
      valid_to: row.validTo,
      minimum_nights: row.minimumNights,
      park_codes: row.parkCodes,
      usage_limit: row.usageLimit,
      times_used: row.timesUsed,
      status: promotionalCodeStatus({ valid_from: row.validFrom, valid_to: row.validTo }, this.today()),
    };
  }

  async extras(): Promise<{ extras: TAdminExtra[]; grades: TOfferGrade[] }> {
    const [extras, grades] = await Promise.all([this.repository.listExtras(), this.repository.offerGrades()]);
    return {
      extras: extras.map(toExtra),
      grades: grades.map((g) => ({
        id: g.id,
        grade_code: g.gradeCode,
        title: g.title,
        park_code: g.parkCode,
        park_title: g.parkTitle,
      })),
    };
  }

  /** 400 naming grade_ids when one of them is no grade. */
  private async checkGrades(ids: number[]) {
    const found = new Set(await this.repository.existingGrades(ids));
    const index = ids.findIndex((id) => !found.has(id));
    if (index >= 0) {
      const message = `There is no grade ${ids[index]}`;
      throw badRequest(message, [{ field: `grade_ids.${index}`, message }]);
    }
  }

  async createExtra(staffUserId: number, input: TCreateExtraRequest): Promise<TAdminExtra> {
    await this.checkGrades(input.grade_ids);
    const made = await this.repository.createExtra(
      { code: input.code, ...extraValues(input) },
      input.grade_ids,
      (tx, after) => this.recordExtra(tx, staffUserId, 'extra.create', after.code, null, after),
    );
    if (!made) {
      const message = `There is already an extra with the code ${input.code}`;
      throw new HttpError(409, message, [{ field: 'code', message }], 'EXTRA_EXISTS');
    }
    return toExtra(made);
  }

  async updateExtra(staffUserId: number, code: string, input: TUpdateExtraRequest): Promise<TAdminExtra> {
    await this.checkGrades(input.grade_ids);
    const changed = await this.repository.updateExtra(
      code,
      extraValues(input),
      input.grade_ids,
      (tx, before, after) => this.recordExtra(tx, staffUserId, 'extra.update', code, before, after),
    );
    if (!changed) throw notFound(`There is no extra with the code ${code}`);
    return toExtra(changed);
  }

  async codes(): Promise<{ codes: TAdminPromotionalCode[]; parks: TOfferPark[] }> {
    const [codes, parks] = await Promise.all([this.repository.listCodes(), this.repository.parks()]);
    return {
      codes: codes.map((row) => this.toCode(row)),
      parks: parks.map((p) => ({ park_code: p.parkCode, title: p.title })),
    };
  }

  /** 400 naming park_codes when one of them is no park. */
  private async checkParks(codes: string[]) {
    const found = new Set(await this.repository.existingParks(codes));
    const index = codes.findIndex((code) => !found.has(code));
    if (index >= 0) {
      const message = `There is no park with the code ${codes[index]}`;
      throw badRequest(message, [{ field: `park_codes.${index}`, message }]);
    }
  }

  async createCode(
    staffUserId: number,
    input: TCreatePromotionalCodeRequest,
  ): Promise<TAdminPromotionalCode> {
    await this.checkParks(input.park_codes);
    const made = await this.repository.createCode(
      { code: input.code, ...promotionValues(input) },
      (tx, row) => this.recordCode(tx, staffUserId, 'promotional_code.create', row.code, null, row),
    );
    if (!made) {
      const message = `There is already a code ${input.code}`;
      throw new HttpError(409, message, [{ field: 'code', message }], 'PROMOTIONAL_CODE_EXISTS');
    }
    return this.toCode(made);
  }

  /**
   * Changes a code. Bookings that carry it keep the discount they were given; the limit cannot go
   * below the bookings that carry it now (400 naming usage_limit).
   */
  async updateCode(
    staffUserId: number,
    code: string,
    input: TPromotionalCodeFields,
  ): Promise<TAdminPromotionalCode> {
    await this.checkParks(input.park_codes);
    const values = promotionValues(input);
    const outcome = await this.repository.updateCode(
      code,
      (before) =>
        values.usageLimit !== null && values.usageLimit < before.timesUsed
          ? { refused: before.timesUsed }
          : { values },
      (tx, before, after) => this.recordCode(tx, staffUserId, 'promotional_code.update', code, before, after),
    );
    if (!outcome) throw notFound(`There is no code ${code}`);
    if ('refused' in outcome) {
      const used = outcome.refused;
      const message = `${used} ${used === 1 ? 'booking carries' : 'bookings carry'} this code: the limit cannot be below ${used}`;
      throw badRequest(message, [{ field: 'usage_limit', message }]);
    }
    return this.toCode(outcome.after);
  }

  /**
   * Ends a code early: its last valid day becomes yesterday, so no booking can apply it from today
   * (one that has not started yet ends before it starts). Bookings that carry it keep it.
   */
  async endCode(staffUserId: number, code: string): Promise<TAdminPromotionalCode> {
    const yesterday = addDays(this.today(), -1);
    const outcome = await this.repository.updateCode(
      code,
      (before) =>
        before.validTo <= yesterday
          ? { refused: before.validTo }
          : {
              values: {
                validTo: yesterday,
                validFrom: before.validFrom < yesterday ? before.validFrom : yesterday,
              },
            },
      (tx, before, after) =>
        this.options.audit.recordChange(tx, {
          staffUserId,
          action: 'promotional_code.end',
          entityType: 'promotional_code',
          entityId: code,
          before: { valid_from: before.validFrom, valid_to: before.validTo },
          after: { valid_from: after.validFrom, valid_to: after.validTo },
        }),
    );
    if (!outcome) throw notFound(`There is no code ${code}`);
    if ('refused' in outcome) throw conflict(`${code} has already ended.`);
    return this.toCode(outcome.after);
  }
}
