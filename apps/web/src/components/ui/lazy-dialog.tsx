import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { DialogPrimitives } from './dialog-primitives';

export type { DialogPrimitives };

const WithDialogPrimitives = lazy(() => import('./dialog-primitives'));

/**
 * A dialog whose code loads when it first opens: `children` receives Radix's dialog parts (Root,
 * Portal, Overlay, Content, Title, Close…) and draws the dialog with them, exactly as with a static
 * import. Until the first opening nothing is drawn and nothing of Radix (focus trap, scroll lock,
 * dismissable layers) is loaded, so pages whose dialogs stay shut never fetch it.
 */
export function LazyDialog({
  open,
  children,
}: {
  open: boolean;
  children: (dialog: DialogPrimitives) => ReactNode;
}) {
  // Kept once opened: the dialog's closing (and the focus it hands back) runs in Radix.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <WithDialogPrimitives render={children} />
    </Suspense>
  );
}
