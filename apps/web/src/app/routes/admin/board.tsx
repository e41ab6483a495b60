import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame';
import { BoardPanel, type BoardWindowChange } from '../../../features/admin/board';

/**
 * /admin/board: the allocation board (reception). The park and the first night shown are in the
 * address (?park=&from=), so a board can be reloaded or shared at the same fortnight.
 */
export function AdminBoardRoute() {
  const [params, setParams] = useSearchParams();
  const parkCode = params.get('park') ?? '';
  const from = params.get('from') ?? '';
  const change = (next: BoardWindowChange) => {
    const updated = new URLSearchParams(params);
    for (const [key, value] of [
      ['park', next.parkCode],
      ['from', next.from],
    ] as const) {
      if (value === undefined) continue;
      if (value) updated.set(key, value);
      else updated.delete(key);
    }
    setParams(updated);
  };
  return (
    <PageFrame title="Allocation board">
      <BoardPanel parkCode={parkCode} from={from} onWindowChange={change} />
    </PageFrame>
  );
}
