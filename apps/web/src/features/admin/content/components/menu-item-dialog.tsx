import {
  type TAdminMenu,
  type TAdminMenuItem,
  type TMenuItemRequest,
  type TMenuItemRequestInput,
  ZMenuItemRequest,
} from '@parkstays/contract';
import { Controller, useForm } from 'react-hook-form';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Select, TextField } from '../../../../components/ui/field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { Modal } from '../../../../components/ui/modal';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { type OnMenuChanged, useAddMenuItem, useUpdateMenuItem } from '../api/change-menu';
import styles from './content.module.css';

const FIELDS = ['title', 'url', 'opens_in_new_tab', 'parent_id'] as const;
const TOP_LEVEL = '';

export type MenuItemDialogProps = {
  menu: TAdminMenu;
  menuLabel: string;
  /** The item to edit; none to add one. */
  editing: TAdminMenuItem | undefined;
  open: boolean;
  onClose: () => void;
  /** Saved: what the server said. */
  onSaved: (message: string) => void;
  /** What else asks again after a change. */
  onChanged?: OnMenuChanged;
};

/** Adds an item to a menu, or edits one: its title, address, whether it opens a new tab, its parent. */
export function MenuItemDialog(props: MenuItemDialogProps) {
  const { editing, open, onClose, menuLabel } = props;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? `Edit “${editing.title}”` : `Add an item to the ${menuLabel.toLowerCase()}`}
    >
      {open ? <ItemForm key={editing?.id ?? 'new'} {...props} /> : null}
    </Modal>
  );
}

function ItemForm({ menu, editing, onClose, onSaved, onChanged }: MenuItemDialogProps) {
  const add = useAddMenuItem(onChanged);
  const update = useUpdateMenuItem(onChanged);
  const saving = editing ? update : add;
  const form = useForm<TMenuItemRequestInput, unknown, TMenuItemRequest>({
    resolver: formResolver(ZMenuItemRequest),
    defaultValues: {
      title: editing?.title ?? '',
      url: editing?.url ?? '',
      opens_in_new_tab: editing?.opens_in_new_tab ?? false,
      parent_id: editing?.parent_id ?? null,
    },
  });
  const { handleSubmit, control } = form;
  const fields = useFormFields(form, { idPrefix: 'menu-item', fields: FIELDS });
  const hasChildren = editing ? menu.items.some((item) => item.parent_id === editing.id) : false;
  // Items nest one level deep: a parent is a top-level item (not the item itself).
  const parents = menu.items.filter((item) => item.parent_id === null && item.id !== editing?.id);

  const onSubmit = handleSubmit((item) => {
    const done = {
      onSuccess: (answer: { message: string }) => onSaved(answer.message),
      onError: fields.showServerErrors,
    };
    if (editing) update.mutate({ menuId: menu.id, itemId: editing.id, item }, done);
    else add.mutate({ menuId: menu.id, item }, done);
  });

  return (
    <FormFrame
      className={styles.dialogForm}
      label={editing ? 'Edit the menu item' : 'Add a menu item'}
      onSubmit={onSubmit}
      summary={fields.summary}
      call={saving}
      failureTitle="The item was not saved"
      submitLabel={editing ? 'Save item' : 'Add item'}
      busyText="Saving…"
      onCancel={onClose}
    >
      <TextField
        label="Title"
        hint="What the link says on the site."
        maxLength={200}
        autoComplete="off"
        {...fields.field('title')}
      />
      <TextField
        label="Address"
        hint="A web address starting https://, or an address on this site starting /, like /offers/."
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        {...fields.field('url')}
      />
      <Checkbox
        label="Opens in a new tab"
        hint="For pages on other sites."
        {...fields.field('opens_in_new_tab')}
      />
      <Controller
        control={control}
        name="parent_id"
        render={({ field, fieldState }) => (
          <Select
            id={fields.id('parent_id')}
            label="Nested under"
            hint={
              hasChildren
                ? 'It has items nested under it, so it stays at the top level.'
                : 'The header shows a nested item in its parent’s drop-down list.'
            }
            disabled={hasChildren}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value === null || field.value === undefined ? TOP_LEVEL : String(field.value)}
            onChange={(event) =>
              field.onChange(event.target.value === TOP_LEVEL ? null : Number(event.target.value))
            }
            options={[
              { value: TOP_LEVEL, label: 'Nothing: it is a top-level item' },
              ...parents.map((parent) => ({ value: String(parent.id), label: parent.title })),
            ]}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormFrame>
  );
}
