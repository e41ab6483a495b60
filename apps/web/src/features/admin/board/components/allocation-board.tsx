import { addDays, type TAllocationBoard, type TBoardBar } from '@parkstays/contract';
import { type CSSProperties, Fragment, type PointerEvent, useRef, useState } from 'react';
import { formatDayMonth, formatNights } from '../../../../lib/format';
import { barColumns, boardNights } from '../board-dates';
import styles from './allocation-board.module.css';

/** Where a stay is being moved to while the server decides. */
export type PendingMove = { booking_no: string; unit_id: number; arrival_date: string };

export type AllocationBoardProps = {
  board: TAllocationBoard;
  /** A bar was chosen (clicked, or Enter/Space on it): open its dialog. */
  onOpenBar: (bar: TBoardBar) => void;
  /** A stay was dropped on another unit and/or first night. */
  onMove: (bar: TBoardBar, unitId: number, arrivalDate: string) => void;
  /** Shown at its new place until the server answers; a refusal puts it back. */
  pendingMove?: PendingMove;
};

type Drag = {
  bar: TBoardBar;
  pointerId: number;
  startX: number;
  startY: number;
  /** The nights between the stay's first night and the night it was picked up by. */
  grabOffset: number;
  moved: boolean;
  target?: { unitId: number; night: number };
};

/** A stay that can be dragged: confirmed (holds are the guest's until paid; blocks are removed). */
export const canMove = (bar: TBoardBar) => bar.kind === 'stay' && bar.status === 'confirmed';

/**
 * The words a bar shows: a title (the lead guest's surname, a block's reason) and under it its
 * details, one or two short words the board separates with a dot.
 */
export function barText(bar: TBoardBar): { title: string; details: string[] } {
  if (bar.kind === 'block') return { title: bar.reason, details: ['Blocked'] };
  const named = bar.surname || bar.guest_name;
  const details = [named ? bar.booking_no : formatNights(bar.no_of_nights)];
  if (bar.status === 'held') details.unshift('Held');
  return { title: named || bar.booking_no, details };
}

/**
 * A bar's accessible name: the words it shows, in their order, then what its colour and place on
 * the board say. Starting with what is shown (WCAG 2.5.3, label in name) lets someone working by
 * voice say "click Carter BK1234567", and a screen reader says what a sighted person reads.
 */
export function barLabel(bar: TBoardBar, unitCode: string) {
  const { title, details } = barText(bar);
  const facts = bar.kind === 'block' ? [bar.booking_no] : bar.status === 'held' ? ['awaiting payment'] : [];
  const from = `from ${formatDayMonth(bar.arrival_date)}`;
  // A stay with no name shows its nights already.
  const showsNights = bar.kind === 'stay' && !(bar.surname || bar.guest_name);
  const when = showsNights ? from : `${formatNights(bar.no_of_nights).toLowerCase()} ${from}`;
  return [[title, ...details].join(' '), ...facts, `unit ${unitCode}`, when].join(', ');
}

/**
 * The unit and night under the pointer: the unit's lane (under the bars) says which unit, and
 * where in it, which night (every night is as wide as the next).
 */
function cellAt(x: number, y: number, nights: number) {
  for (const element of document.elementsFromPoint?.(x, y) ?? []) {
    const unitId = (element as HTMLElement).dataset?.unitId;
    if (unitId === undefined) continue;
    const lane = element.getBoundingClientRect();
    const night = Math.floor(((x - lane.left) / lane.width) * nights);
    if (night < 0 || night >= nights) return undefined;
    return { unitId: Number(unitId), night };
  }
  return undefined;
}

/**
 * Units down the side by grade, nights across, bars for stays, holds and blocks. A confirmed stay
 * is dragged (pointer events) to another unit row and/or night; every bar is also a button that
 * opens its dialog, so the keyboard and screen readers can do all of it.
 */
export function AllocationBoard({ board, onOpenBar, onMove, pendingMove }: AllocationBoardProps) {
  const nights = boardNights(board.from, board.nights, board.today);
  const [drag, setDrag] = useState<Drag | undefined>();
  const suppressClick = useRef(false);
  const unitCodes = new Map(
    board.grades.flatMap((g) => g.units.map((u) => [u.unit_id, u.unit_code] as const)),
  );
  // Grid rows: the nights' header, then each grade's title row and its units' rows.
  const rows = new Map<number, number>();
  const gradeRows = new Map<string, number>();
  let row = 1;
  for (const g of board.grades) {
    gradeRows.set(g.grade_code, ++row);
    for (const u of g.units) rows.set(u.unit_id, ++row);
  }

  const startDrag = (event: PointerEvent<HTMLButtonElement>, bar: TBoardBar) => {
    if (!canMove(bar) || event.button !== 0) return;
    const under = cellAt(event.clientX, event.clientY, board.nights);
    const start = barColumns(board.from, board.nights, bar.arrival_date, bar.no_of_nights).start;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({
      bar,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      grabOffset: under ? under.night - start : 0,
      moved: false,
    });
  };
  const moveDrag = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const moved = drag.moved || Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY) > 6;
    if (!moved) return;
    const under = cellAt(event.clientX, event.clientY, board.nights);
    setDrag({ ...drag, moved, target: under ?? drag.target });
  };
  const endDrag = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    setDrag(undefined);
    if (!drag.moved) return;
    suppressClick.current = true;
    if (!drag.target) return;
    const arrival = addDays(board.from, drag.target.night - drag.grabOffset);
    if (drag.target.unitId !== drag.bar.unit_id || arrival !== drag.bar.arrival_date) {
      onMove(drag.bar, drag.target.unitId, arrival);
    }
  };

  const target = drag?.moved && drag.target ? drag.target : undefined;
  const targetColumns =
    target && drag
      ? barColumns(
          board.from,
          board.nights,
          addDays(board.from, target.night - drag.grabOffset),
          drag.bar.no_of_nights,
        )
      : undefined;

  return (
    <section
      className={styles.scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the board scrolls inside its own box; the keyboard scrolls it too.
      tabIndex={0}
      aria-label={`Allocation board, ${board.park.title}, ${nights.length} nights from ${formatDayMonth(board.from)}`}
    >
      <div className={styles.grid} style={{ '--board-nights': board.nights } as CSSProperties}>
        <div className={styles.corner} style={{ gridRow: 1, gridColumn: 1 }}>
          Unit
        </div>
        {nights.map((night) => (
          <div
            key={night.date}
            className={[
              styles.night,
              night.weekend ? styles.weekend : '',
              night.today ? styles.today : '',
            ].join(' ')}
            style={{ gridRow: 1, gridColumn: night.index + 2 }}
          >
            <span className={styles.weekday}>{night.weekday}</span>
            <span className={styles.date}>{formatDayMonth(night.date).split(' ').slice(1).join(' ')}</span>
            {night.today ? <span className="visually-hidden">(today)</span> : null}
          </div>
        ))}
        {/* A column behind each night, for its shading and its lines. */}
        {nights.map((night) => (
          <div
            key={night.date}
            aria-hidden="true"
            className={[
              styles.column,
              night.weekend ? styles.weekend : '',
              night.today ? styles.today : '',
            ].join(' ')}
            style={{ gridRow: `2 / ${row + 1}`, gridColumn: night.index + 2 }}
          />
        ))}
        {board.grades.map((g) => (
          <Fragment key={g.grade_code}>
            <div className={styles.gradeRow} style={{ gridRow: gradeRows.get(g.grade_code) }}>
              <span className={styles.gradeTitle}>{g.title}</span>
            </div>
            {g.units.map((u) => (
              <Fragment key={u.unit_id}>
                <div className={styles.unit} style={{ gridRow: rows.get(u.unit_id), gridColumn: 1 }}>
                  {u.unit_code}
                </div>
                {/* The unit's lane across the nights: where a dragged stay is dropped. */}
                <div
                  aria-hidden="true"
                  data-unit-id={u.unit_id}
                  className={styles.lane}
                  style={{ gridRow: rows.get(u.unit_id), gridColumn: `2 / span ${board.nights}` }}
                />
              </Fragment>
            ))}
          </Fragment>
        ))}
        {board.bars.map((bar) => {
          const moving = pendingMove?.booking_no === bar.booking_no ? pendingMove : undefined;
          const unitId = moving?.unit_id ?? bar.unit_id;
          const arrival = moving?.arrival_date ?? bar.arrival_date;
          const { first, span, start } = barColumns(board.from, board.nights, arrival, bar.no_of_nights);
          const gridRow = rows.get(unitId);
          if (span === 0 || gridRow === undefined) return null;
          const unitCode = unitCodes.get(unitId) ?? '';
          const text = barText(bar);
          const classes = [
            styles.bar,
            bar.kind === 'block' ? styles.block : bar.status === 'held' ? styles.hold : '',
            start < 0 ? styles.continuesBefore : '',
            start + bar.no_of_nights > board.nights ? styles.continuesAfter : '',
            drag?.moved && drag.bar.booking_no === bar.booking_no ? styles.dragging : '',
            moving ? styles.moving : '',
          ];
          return (
            <button
              key={bar.booking_no}
              type="button"
              className={classes.join(' ')}
              style={{ gridRow, gridColumn: `${first + 2} / span ${span}` }}
              aria-label={barLabel(bar, unitCode)}
              aria-busy={moving ? true : undefined}
              data-booking-no={bar.booking_no}
              onPointerDown={(event) => startDrag(event, bar)}
              onPointerMove={moveDrag}
              onPointerUp={endDrag}
              onPointerCancel={() => setDrag(undefined)}
              onClick={() => {
                if (suppressClick.current) {
                  suppressClick.current = false;
                  return;
                }
                onOpenBar(bar);
              }}
            >
              {/* Spaces between the words, so they are read apart (the layout stacks them). */}
              <span className={styles.barTitle}>{text.title}</span>{' '}
              <span className={styles.barDetail}>
                {text.details.map((detail, index) => (
                  <Fragment key={detail}>
                    {index > 0 ? ' ' : null}
                    <span>{detail}</span>
                  </Fragment>
                ))}
              </span>
            </button>
          );
        })}
        {target && targetColumns && targetColumns.span > 0 ? (
          <div
            className={styles.target}
            aria-hidden="true"
            style={{
              gridRow: rows.get(target.unitId),
              gridColumn: `${targetColumns.first + 2} / span ${targetColumns.span}`,
            }}
          />
        ) : null}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {target && drag
          ? `Drop to move ${drag.bar.booking_no} to unit ${unitCodes.get(target.unitId)}, first night ${formatDayMonth(
              addDays(board.from, target.night - drag.grabOffset),
            )}`
          : ''}
      </p>
    </section>
  );
}
