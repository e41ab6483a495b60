import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorSummary } from '../components/ui/error-summary';
import { Checkbox, TextField } from '../components/ui/field';
import { ApiError } from './api-client';
import { applyServerErrors, formResolver, summaryErrors, useFormFields } from './forms';

// A request as a contract would write it: the form's resolver checks the same schema.
const ZRequest = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Enter a valid email'),
  nights: z.number().int('Whole nights only').min(1, 'At least one night'),
  items: z.array(z.object({ code: z.string().min(2, 'Code too short') })),
  remember: z.boolean(),
});

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('formResolver', () => {
  it("hands the schema's output to the submit when the form is valid", async () => {
    const resolve = formResolver(ZRequest);
    const answer = await resolve(
      { email: '  a@b.example ', nights: 2, items: [{ code: 'AB' }], remember: false },
      undefined,
      resolverOptions,
    );
    expect(answer.errors).toEqual({});
    expect(answer.values).toEqual({
      email: 'a@b.example',
      nights: 2,
      items: [{ code: 'AB' }],
      remember: false,
    });
  });

  it('puts each problem on its field, nested paths included, the first one per field', async () => {
    const resolve = formResolver(ZRequest);
    const answer = await resolve(
      { email: '', nights: 0.5, items: [{ code: 'A' }], remember: false },
      undefined,
      resolverOptions,
    );
    expect(answer.values).toEqual({});
    expect(answer.errors.email?.message).toBe('Email is required');
    expect(answer.errors.nights?.message).toBe('Whole nights only');
    expect(answer.errors.items?.[0]?.code?.message).toBe('Code too short');
  });

  it('with toBody checks the request the form makes: text it cannot read, fields renamed, rules', async () => {
    type Form = { amount: string; start: string; end: string };
    const ZBody = z.object({
      amount_pence: z.number().min(100, 'At least £1'),
      from: z.string(),
      to: z.string(),
    });
    const resolve = formResolver<Form, typeof ZBody>(ZBody, {
      toBody: (form) => {
        const pence = Math.round(Number(form.amount) * 100);
        return {
          body: { amount_pence: pence, from: form.start, to: form.end },
          problems: Number.isNaN(pence) ? { amount: 'Enter an amount in pounds' } : {},
        };
      },
      fieldOf: (field) => ({ amount_pence: 'amount', from: 'start', to: 'end' })[field] as keyof Form,
      rules: (body: z.output<typeof ZBody>) =>
        body.to < body.from ? [{ field: 'to', message: 'The end is before the start' }] : [],
    });

    const unread = await resolve(
      { amount: 'ten', start: '2026-01-02', end: '2026-01-03' },
      undefined,
      resolverOptions,
    );
    expect(unread.errors.amount?.message).toBe('Enter an amount in pounds');

    const small = await resolve(
      { amount: '0.5', start: '2026-01-02', end: '2026-01-03' },
      undefined,
      resolverOptions,
    );
    expect(small.errors.amount?.message).toBe('At least £1');

    const backwards = await resolve(
      { amount: '5', start: '2026-01-03', end: '2026-01-02' },
      undefined,
      resolverOptions,
    );
    expect(backwards.errors).toEqual({
      end: expect.objectContaining({ message: 'The end is before the start' }),
    });

    const valid = await resolve(
      { amount: '5', start: '2026-01-02', end: '2026-01-03' },
      undefined,
      resolverOptions,
    );
    expect(valid.values).toEqual({ amount_pence: 500, from: '2026-01-02', to: '2026-01-03' });
  });
});

describe('applyServerErrors and summaryErrors', () => {
  it("puts a 400's field errors on the fields the form shows, by name or top-level name", () => {
    const set: Record<string, string> = {};
    const setError = (field: string, error: { message?: string }) => {
      set[field] = error.message ?? '';
    };
    const failure = new ApiError(400, 'Invalid', [
      { field: 'email', message: 'Taken' },
      { field: 'items.0.code', message: 'Unknown code' },
      { field: 'hidden', message: 'Not on this form' },
    ]);
    expect(applyServerErrors(failure, setError as never, ['email', 'items'])).toBe(true);
    expect(set).toEqual({ email: 'Taken', items: 'Unknown code' });
    expect(applyServerErrors(new Error('offline'), setError as never, ['email'])).toBe(false);
    expect(applyServerErrors(new ApiError(400, 'Invalid', []), setError as never, ['email'])).toBe(false);
  });

  it("maps the request's names onto the form's with fieldOf", () => {
    const set: Record<string, string> = {};
    const setError = (field: string, error: { message?: string }) => {
      set[field] = error.message ?? '';
    };
    const failure = new ApiError(400, 'Invalid', [{ field: 'amount_pence', message: 'Too much' }]);
    const fieldOf = (field: string) => (field === 'amount_pence' ? ('amount' as const) : undefined);
    expect(applyServerErrors(failure, setError as never, ['amount'], fieldOf)).toBe(true);
    expect(set).toEqual({ amount: 'Too much' });
  });

  it('lists the summary in the order of the form, nested fields included', () => {
    const errors = { b: { type: 'x', message: 'B wrong' }, a: [{ code: { type: 'x', message: 'A wrong' } }] };
    expect(summaryErrors(errors as never, ['a.0.code', 'b'] as never, (field) => `f-${field}`)).toEqual([
      { id: 'f-a.0.code', message: 'A wrong' },
      { id: 'f-b', message: 'B wrong' },
    ]);
  });
});

type FormValues = z.input<typeof ZRequest>;
const FIELDS = ['email', 'nights', 'remember'] as const;

function Example({ failure }: { failure?: unknown }) {
  const form = useForm({
    resolver: formResolver(ZRequest),
    defaultValues: { email: '', nights: 1, items: [], remember: false } as FormValues,
  });
  const fields = useFormFields(form, { idPrefix: 'example', fields: FIELDS, ids: { remember: 'keep-me' } });
  const onSubmit = form.handleSubmit(() => {
    if (failure) fields.showServerErrors(failure);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Example">
      <ErrorSummary {...fields.summary} />
      <TextField type="email" {...fields.field('email', { label: 'Email', hint: 'We write to it once' })} />
      <TextField
        label="Nights"
        {...fields.field('nights', { register: { setValueAs: Number }, keyFilter: /[0-9]/ })}
      />
      <Checkbox label="Remember me" {...fields.field('remember')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFormFields', () => {
  it('gives each field its id, label, hint, error and registration, and the summary links to them', async () => {
    const events = userEvent.setup();
    render(<Example />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('id', 'example-email');
    expect(email).toHaveAccessibleDescription('We write to it once');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveAttribute('id', 'keep-me');

    const nights = screen.getByRole('textbox', { name: 'Nights' });
    await events.clear(nights);
    await events.type(nights, 'x0');
    expect(nights).toHaveValue('0');

    await events.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert');
    const links = Array.from(summary.querySelectorAll('a')).map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Email is required', '#example-email'],
      ['At least one night', '#example-nights'],
    ]);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('We write to it once Error:Email is required');
    await waitFor(() => expect(summary).toHaveFocus());
  });

  it("shows a server's field error on its field and in the summary", async () => {
    const events = userEvent.setup();
    const failure = new ApiError(400, 'Invalid', [{ field: 'email', message: 'That address is taken' }]);
    render(<Example failure={failure} />);
    await events.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.example');
    await events.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('link', { name: 'That address is taken' })).toHaveAttribute(
      'href',
      '#example-email',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We write to it once Error:That address is taken',
    );
  });
});
