import {
  ADDRESS_LINES_MAX,
  AWARDS_MAX,
  EDITABLE_SITE_SETTINGS,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type TSiteSettings,
  type TSiteSettingsFields,
  type TSiteSettingsFieldsInput,
  type TUpdateSiteSettingsRequest,
  ZSiteSettingsFields,
} from '@parkstays/contract';
import { Fragment } from 'react';
import { type FieldErrors, type Path, useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import type { SummaryError } from '../../../../components/ui/error-summary';
import { TextField } from '../../../../components/ui/field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { LoadingSkeleton } from '../../../../components/ui/read-states';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useSiteSettings } from '../../../../reads/site-settings';
import { useUpdateSiteSettings } from '../api/update-site-settings';
import styles from './content.module.css';

type Values = TSiteSettingsFieldsInput;

/** A field's element id: `settings-award_images-0-alt`. */
const fieldId = (path: string) => `settings-${path.replaceAll('.', '-')}`;

/** The settings as the form holds them: every social network in the footer's order, one address line at least. */
function formValues(settings: TSiteSettings): TSiteSettingsFields {
  return {
    site_name: settings.site_name,
    phone_primary: settings.phone_primary,
    phone_secondary: settings.phone_secondary,
    address_lines: settings.address_lines.length ? settings.address_lines : [''],
    contact_email: settings.contact_email,
    owner_services_email: settings.owner_services_email,
    help_email: settings.help_email,
    award_images: settings.award_images.map(({ image_url, alt }) => ({ image_url, alt })),
    social_links: SOCIAL_NETWORKS.map((network) => ({
      network,
      url: settings.social_links.find((link) => link.network === network)?.url ?? '',
    })),
    logo_target_url: settings.logo_target_url,
    resort_booking_url: settings.resort_booking_url,
  };
}

/** The settings that differ from what was loaded: only they are sent. */
function changesOf(values: TSiteSettingsFields, loaded: TSiteSettingsFields): TUpdateSiteSettingsRequest {
  const changes: Record<string, unknown> = {};
  for (const key of EDITABLE_SITE_SETTINGS) {
    if (JSON.stringify(values[key]) !== JSON.stringify(loaded[key])) changes[key] = values[key];
  }
  return changes as TUpdateSiteSettingsRequest;
}

/** The form's fields in the order they appear, for the server's errors and each field's id. */
function fieldPaths(addressLines: number, awards: number): Path<Values>[] {
  const at = (count: number) => Array.from({ length: count }, (_, index) => index);
  return [
    'site_name',
    'logo_target_url',
    'resort_booking_url',
    'phone_primary',
    'phone_secondary',
    ...at(addressLines).map((index) => `address_lines.${index}` as const),
    'contact_email',
    'owner_services_email',
    'help_email',
    ...SOCIAL_NETWORKS.map((_, index) => `social_links.${index}.url` as const),
    ...at(awards).flatMap((index) => [
      `award_images.${index}.alt` as const,
      `award_images.${index}.image_url` as const,
    ]),
  ];
}

/** Every message in the form's errors, nested ones too, as the summary lists them (in the form's order). */
function summaryOf(errors: FieldErrors<Values>): SummaryError[] {
  const rows: { path: string; message: string }[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message && path) rows.push({ path, message });
    for (const [key, child] of Object.entries(node)) {
      if (['message', 'type', 'ref', 'types'].includes(key)) continue;
      walk(child, key === 'root' ? path : path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  const order = (path: string) =>
    EDITABLE_SITE_SETTINGS.indexOf(path.split('.')[0] as keyof TSiteSettingsFields);
  rows.sort((a, b) => order(a.path) - order(b.path) || a.path.localeCompare(b.path, 'en', { numeric: true }));
  // A list's own error (no address line at all) points at the list's first field.
  return rows.map(({ path, message }) => ({
    id: fieldId(/^(address_lines)$/.test(path) ? `${path}.0` : path),
    message,
  }));
}

/** The site settings (admins): what the layout shows guests, saved together; only changed ones are sent. */
export function SiteSettingsForm() {
  const settings = useSiteSettings();
  if (settings.isPending) return <LoadingSkeleton className={styles.loading} label="Loading the settings" />;
  if (settings.isError) return <LoadFailed title="We could not load the settings" query={settings} />;
  return <SettingsForm loaded={formValues(settings.data)} />;
}

function SettingsForm({ loaded }: { loaded: TSiteSettingsFields }) {
  const save = useUpdateSiteSettings();
  const form = useForm<Values, unknown, TSiteSettingsFields>({
    resolver: formResolver(ZSiteSettingsFields),
    defaultValues: loaded,
  });
  const { handleSubmit, formState, control, watch, setValue, reset } = form;
  const awards = useFieldArray({ control, name: 'award_images' });
  const addressLines = watch('address_lines') ?? [];
  const errors = formState.errors;
  const paths = fieldPaths(addressLines.length, awards.fields.length);
  const fields = useFormFields(form, {
    idPrefix: 'settings',
    fields: paths,
    ids: Object.fromEntries(paths.map((path) => [path, fieldId(path)])),
  });

  const onSubmit = handleSubmit((values) => {
    // Compared with what the form started from, not a fresher copy: a setting another admin saved
    // meanwhile is not sent back unless it was changed here.
    save.mutate(changesOf(values, formState.defaultValues as TSiteSettingsFields), {
      onSuccess: (answer) => reset(formValues(answer.data)),
      onError: fields.showServerErrors,
    });
  });
  const setLines = (lines: string[]) =>
    setValue('address_lines', lines, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const text = (path: Path<Values>, label: string, options: { hint?: string; type?: string } = {}) => (
    <TextField
      {...fields.field(path, { label, hint: options.hint })}
      type={options.type ?? 'text'}
      autoComplete="off"
      spellCheck={options.type === 'email' || options.type === 'url' ? false : undefined}
    />
  );

  return (
    <FormFrame
      className={styles.settingsForm}
      label="Site settings"
      onSubmit={onSubmit}
      summary={{ errors: summaryOf(errors), focusKey: formState.submitCount }}
      saved={save.isSuccess && !formState.isDirty ? save.data.message : undefined}
      call={save}
      failureTitle="The settings were not saved"
      submitLabel="Save settings"
      busyText="Saving…"
      otherAction={{ label: 'Undo changes', onClick: () => reset(), disabled: !formState.isDirty }}
    >
      <fieldset className={styles.fieldset}>
        <legend>Name and links</legend>
        {text('site_name', 'Site name', {
          hint: 'In the header, the footer and every e-mail.',
        })}
        {text('logo_target_url', 'Logo link', {
          hint: 'Where the logo takes guests: a web address, or an address on this site starting /.',
          type: 'url',
        })}
        {text('resort_booking_url', 'Resort booking page', {
          hint: 'Where guests book the resort (holiday type 5): a web address starting https://.',
          type: 'url',
        })}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Phone numbers</legend>
        {text('phone_primary', 'Main phone number', {
          hint: 'In the footer, and in messages that ask guests to call, like 01947 880 880.',
          type: 'tel',
        })}
        {text('phone_secondary', 'Second phone number (optional)', {
          type: 'tel',
        })}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Address</legend>
        {errors.address_lines?.root?.message || errors.address_lines?.message ? (
          <p className={styles.fieldError}>
            {errors.address_lines.root?.message ?? errors.address_lines.message}
          </p>
        ) : null}
        {addressLines.map((line, index) => (
          // Lines have no identity but their place.
          // biome-ignore lint/suspicious/noArrayIndexKey: an address line is known by its place
          <div key={index} className={styles.inlineField}>
            <TextField
              id={fields.id(`address_lines.${index}`)}
              label={`Address line ${index + 1}`}
              autoComplete="off"
              value={line}
              onChange={(event) => {
                const next = [...addressLines];
                next[index] = event.target.value;
                setLines(next);
              }}
              error={fields.error(`address_lines.${index}`)}
            />
            {addressLines.length > 1 ? (
              <Button variant="ghost" onClick={() => setLines(addressLines.filter((_, at) => at !== index))}>
                Remove<span className="visually-hidden"> address line {index + 1}</span>
              </Button>
            ) : null}
          </div>
        ))}
        {addressLines.length < ADDRESS_LINES_MAX ? (
          <div>
            <Button variant="secondary" onClick={() => setLines([...addressLines, ''])}>
              Add an address line
            </Button>
          </div>
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>E-mail addresses</legend>
        {text('contact_email', 'Contact e-mail', {
          hint: 'In the footer.',
          type: 'email',
        })}
        {text('owner_services_email', 'Owner services e-mail', {
          hint: 'Shown to owners in their portal.',
          type: 'email',
        })}
        {text('help_email', 'Help e-mail', { type: 'email' })}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Social links</legend>
        <p className={styles.hint}>A web address starting https://, or leave it empty to hide the network.</p>
        {SOCIAL_NETWORKS.map((network, index) => (
          <Fragment key={network}>
            {text(`social_links.${index}.url`, SOCIAL_NETWORK_NAMES[network], {
              type: 'url',
            })}
          </Fragment>
        ))}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Awards</legend>
        <p className={styles.hint}>
          The footer shows each award’s badge, named for screen readers by the award’s name.
        </p>
        {awards.fields.length === 0 ? <EmptyState>No awards are shown. Add one below.</EmptyState> : null}
        <ol className={styles.awards}>
          {awards.fields.map((award, index) => {
            const image = watch(`award_images.${index}.image_url`);
            return (
              <li key={award.id} className={styles.award}>
                <h4 className={styles.awardHeading}>Award {index + 1}</h4>
                {image ? <img src={image} alt="" className={styles.awardPreview} /> : null}
                {text(`award_images.${index}.alt`, 'Award name', {
                  hint: 'What the badge says, like “Gold Award for Cleanliness 2026”.',
                })}
                {text(`award_images.${index}.image_url`, 'Badge image address', {
                  hint: 'An image on this site, like /media/awards/gold.svg, or a web address.',
                  type: 'url',
                })}
                <div>
                  <Button variant="ghost" onClick={() => awards.remove(index)}>
                    Remove award {index + 1}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {awards.fields.length < AWARDS_MAX ? (
          <div>
            <Button variant="secondary" onClick={() => awards.append({ image_url: '', alt: '' })}>
              Add an award
            </Button>
          </div>
        ) : null}
      </fieldset>
    </FormFrame>
  );
}
