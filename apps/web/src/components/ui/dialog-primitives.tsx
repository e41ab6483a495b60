import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogCloseButton } from './dialog-close-button';

/** Radix's dialog parts and our round Close button: what a lazily loaded dialog draws with. */
export const primitives = { ...Dialog, CloseButton: DialogCloseButton };
export type DialogPrimitives = typeof primitives;

/** LazyDialog's chunk: hands the primitives to the dialog's render function. */
export default function WithDialogPrimitives({
  render,
}: {
  render: (dialog: DialogPrimitives) => ReactNode;
}) {
  return render(primitives);
}
