import { addDays, BOARD_NIGHTS, type TBoardBar } from '@parkstays/contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { Select } from '../../../../components/ui/select';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { formatDayMonth } from '../../../../lib/format';
import { useBoard } from '../api/get-board';
import { moveTotals, useMoveBooking } from '../api/move-booking';
import { AllocationBoard, canMove, type PendingMove } from './allocation-board';
import { BarDetailsDialog } from './bar-details-dialog';
import { BlockUnitDialog } from './block-unit-dialog';
import styles from './board-panel.module.css';
import { MoveBookingDialog } from './move-booking-dialog';
import { PriceConfirmDialog, type PriceQuestion } from './price-confirm-dialog';

export type BoardWindowChange = { parkCode?: string; from?: string };

export type BoardPanelProps = {
  /** '' for the first park. */
  parkCode: string;
  /** '' for today. */
  from: string;
  onWindowChange: (change: BoardWindowChange) => void;
};

type Move = { bar: TBoardBar; unitId: number; arrivalDate: string; acceptTotalPence?: number };

/**
 * The allocation board screen's content: choose the park and the fortnight, see every unit's
 * nights, drag a stay (or use its Move dialog), block a unit, remove a block.
 */
export function BoardPanel({ parkCode, from, onWindowChange }: BoardPanelProps) {
  const query = useBoard({ parkCode, from });
  const board = query.data;
  const move = useMoveBooking();
  const [pending, setPending] = useState<PendingMove>();
  const [notice, setNotice] = useState<{ variant: 'success' | 'error'; text: string }>();
  const [moveBar, setMoveBar] = useState<TBoardBar>();
  const [detailsBar, setDetailsBar] = useState<TBoardBar>();
  const [refusal, setRefusal] = useState<string>();
  const [question, setQuestion] = useState<PriceQuestion & { move: Move }>();
  const [blocking, setBlocking] = useState(false);
  const [jumpTo, setJumpTo] = useState('');

  const requestMove = (next: Move, from: 'drag' | 'dialog') => {
    setNotice(undefined);
    setRefusal(undefined);
    setPending({ booking_no: next.bar.booking_no, unit_id: next.unitId, arrival_date: next.arrivalDate });
    move.mutate(
      {
        booking_no: next.bar.booking_no,
        unit_id: next.unitId,
        arrival_date: next.arrivalDate,
        ...(next.acceptTotalPence === undefined ? {} : { accept_total_pence: next.acceptTotalPence }),
      },
      {
        onSuccess: (answer) => {
          setQuestion(undefined);
          setMoveBar(undefined);
          setNotice({ variant: 'success', text: answer.message });
        },
        onError: (error) => {
          const totals = moveTotals(error);
          if (error instanceof ApiError && error.code === 'PRICE_CONFIRMATION_NEEDED' && totals) {
            setMoveBar(undefined);
            setQuestion({ bookingNo: next.bar.booking_no, message: error.message, ...totals, move: next });
            return;
          }
          setQuestion(undefined);
          if (from === 'dialog' && moveBar) setRefusal(errorMessage(error));
          else setNotice({ variant: 'error', text: errorMessage(error) });
        },
        // The board has been read again by now (the mutation waits for it): the bar is where the
        // server says, moved or back where it was.
        onSettled: () => setPending(undefined),
      },
    );
  };

  const openBar = (bar: TBoardBar) => {
    setNotice(undefined);
    setRefusal(undefined);
    if (canMove(bar)) setMoveBar(bar);
    else setDetailsBar(bar);
  };

  const shownFrom = board?.from ?? from;
  const units = board?.grades.flatMap((g) => g.units) ?? [];
  const unitCodeOf = (unitId: number) => units.find((u) => u.unit_id === unitId)?.unit_code ?? '';

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <Select
          id="board-park"
          label="Park"
          options={(board?.parks ?? []).map((p) => ({ value: p.park_code, label: p.title }))}
          value={board?.park.park_code ?? parkCode}
          disabled={!board}
          onChange={(event) => onWindowChange({ parkCode: event.target.value })}
        />
        <div className={styles.paging}>
          <Button
            variant="secondary"
            disabled={!board}
            onClick={() => onWindowChange({ from: addDays(shownFrom, -BOARD_NIGHTS) })}
          >
            Previous two weeks
          </Button>
          <Button
            variant="secondary"
            disabled={!board}
            onClick={() => onWindowChange({ from: addDays(shownFrom, BOARD_NIGHTS) })}
          >
            Next two weeks
          </Button>
          <Button variant="secondary" disabled={!board} onClick={() => onWindowChange({ from: '' })}>
            Back to today
          </Button>
        </div>
        <form
          className={styles.jump}
          aria-label="Go to a date"
          onSubmit={(event) => {
            event.preventDefault();
            if (jumpTo) onWindowChange({ from: jumpTo });
          }}
        >
          <TextField
            id="board-jump"
            label="Go to date"
            type="date"
            value={jumpTo}
            onChange={(event) => setJumpTo(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={!jumpTo}>
            Go
          </Button>
        </form>
        <Button onClick={() => setBlocking(true)} disabled={!board || units.length === 0}>
          Block a unit
        </Button>
      </div>

      {board ? (
        <p className={styles.window} aria-live="polite">
          {board.park.title}: {board.nights} nights from {formatDayMonth(board.from)} to{' '}
          {formatDayMonth(addDays(board.from, board.nights - 1))}
          {query.isFetching ? ' (updating…)' : ''}
        </p>
      ) : null}

      <ul className={styles.legend} aria-label="Legend">
        <li>
          <span className={styles.swatch} aria-hidden="true" /> Confirmed stay (drag it, or choose it to move
          it)
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchHold}`} aria-hidden="true" /> Held, awaiting
          payment
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchBlock}`} aria-hidden="true" /> Blocked (out of
          order)
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchWeekend}`} aria-hidden="true" /> Friday and
          Saturday nights
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchToday}`} aria-hidden="true" /> Today
        </li>
      </ul>

      {notice ? (
        <Alert
          variant={notice.variant}
          title={notice.variant === 'error' ? 'The booking was not moved' : undefined}
        >
          {notice.text}
        </Alert>
      ) : null}

      {query.isPending ? (
        <div className={styles.skeleton}>
          <Spinner label="Loading the board…" />
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
            <Skeleton key={i} />
          ))}
        </div>
      ) : query.isError ? (
        <LoadFailed title="The board could not be loaded" query={query} />
      ) : board && units.length === 0 ? (
        <Alert variant="info" title={`${board.park.title} has no units yet`}>
          Units appear here once they are added to the park&rsquo;s accommodation. Choose another park above.
        </Alert>
      ) : board ? (
        <>
          <p className={styles.hint}>
            Drag a confirmed stay to another unit or night, or choose it to move it with the keyboard. Choose
            a block to remove it.
          </p>
          <AllocationBoard
            board={board}
            onOpenBar={openBar}
            onMove={(bar, unitId, arrivalDate) => requestMove({ bar, unitId, arrivalDate }, 'drag')}
            pendingMove={pending}
          />
          <MoveBookingDialog
            board={board}
            bar={moveBar}
            onClose={() => {
              setMoveBar(undefined);
              setRefusal(undefined);
            }}
            onMove={(bar, unitId, arrivalDate) => requestMove({ bar, unitId, arrivalDate }, 'dialog')}
            busy={move.isPending}
            refusal={refusal}
          />
          <PriceConfirmDialog
            question={question}
            busy={move.isPending}
            onCancel={() => {
              setQuestion(undefined);
              setNotice({ variant: 'success', text: 'The booking stays where it was.' });
            }}
            onConfirm={(asked) => {
              if (question) requestMove({ ...question.move, acceptTotalPence: asked.newTotalPence }, 'drag');
            }}
          />
          <BlockUnitDialog
            board={board}
            open={blocking}
            onClose={() => setBlocking(false)}
            onBlocked={(message) => {
              setBlocking(false);
              setNotice({ variant: 'success', text: message });
            }}
          />
          <BarDetailsDialog
            bar={detailsBar}
            unitCode={detailsBar ? unitCodeOf(detailsBar.unit_id) : ''}
            onClose={() => setDetailsBar(undefined)}
            onRemoved={(message) => {
              setDetailsBar(undefined);
              setNotice({ variant: 'success', text: message });
            }}
          />
        </>
      ) : null}
    </div>
  );
}
