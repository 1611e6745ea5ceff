import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shippedSourceFiles } from '@/locales/screen-catalogs';
import { WithI18n } from '@/test/with-i18n';
import { countProblems, FormProblems, useCheckedForm } from './form-problems';

const SRC = join(import.meta.dirname, '..');

interface Values {
  name: string;
  email: string;
}

/** A long form: the refusal must reach the first field however far up it is. */
function LongForm() {
  const { form, formRef, onInvalid } = useCheckedForm<Values>({
    defaultValues: { name: '', email: '' },
    resolver: (values) => {
      const errors: Record<string, { type: string; message: string }> = {};
      if (!values.name) errors.name = { type: 'required', message: 'Name is required' };
      if (!values.email.includes('@')) errors.email = { type: 'pattern', message: 'Email is invalid' };
      return { values: Object.keys(errors).length ? {} : values, errors };
    },
  });
  const { errors } = form.formState;
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit(() => {}, onInvalid)}>
      <label htmlFor="email">Email</label>
      <input id="email" aria-invalid={errors.email ? true : undefined} {...form.register('email')} />
      <div style={{ height: 4000 }} />
      {/* A field whose error is shown under a control that does not carry aria-invalid. */}
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register('name')} />
      {errors.name && <p id="name-error">{errors.name.message}</p>}
      <div>
        <FormProblems form={form} />
        <button type="submit">Save</button>
      </div>
    </form>
  );
}

describe('a refused save', () => {
  it('focuses and scrolls to the first problem in page order and says how many beside the button', async () => {
    const user = userEvent.setup();
    render(<LongForm />, { wrapper: WithI18n });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText('Email');
    await vi.waitFor(() => expect(email).toHaveFocus());
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1)).toBe(email);
    expect(screen.getByRole('alert')).toHaveTextContent('2 fields need fixing');

    await user.type(email, 'sol@cantina.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The name's error is only a message: its control, named by the message's id, takes the focus.
    await vi.waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('1 field needs fixing');
  });

  it('counts every field with an error, nested and in lists', () => {
    const ref = document.createElement('input');
    const errors = {
      name: { type: 'required', message: 'x', ref },
      hours: { monday: { type: 'custom', message: 'y' }, friday: { type: 'custom', message: 'z' } },
      shifts: [undefined, { start: { type: 'custom', message: 'w' } }],
    };
    expect(countProblems(errors)).toBe(4);
    expect(countProblems({})).toBe(0);
  });
});

describe('every form of the app', () => {
  const files = shippedSourceFiles(SRC, '**/*.tsx');

  it("is made with useCheckedForm, never react-hook-form's useForm", () => {
    const direct = files.filter(
      (file) =>
        !file.endsWith('components/form-problems.tsx') &&
        /import \{[^}]*\buseForm\b[^}]*\} from 'react-hook-form'/.test(readFileSync(file, 'utf8')),
    );
    expect(direct.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('hands its refusal to onInvalid and shows FormProblems beside the button', () => {
    const forms = files.filter((file) => readFileSync(file, 'utf8').includes('= useCheckedForm<'));
    expect(forms.length).toBeGreaterThanOrEqual(14);
    const missing = forms.filter((file) => {
      const source = readFileSync(file, 'utf8');
      const refOnForm = source.includes('ref={formRef}') || source.includes('{...formProps(');
      return !source.includes('<FormProblems form={form} />') || !refOnForm;
    });
    expect(missing.map((file) => relative(SRC, file))).toEqual([]);
  });

  it("marks a required field with Field's `required`, never with a '*' written into its label", () => {
    // A written '*' is a different message in every catalog and says nothing to a screen reader;
    // `required` draws the mark and sets aria-required.
    const starred = files.filter((file) =>
      /t`[^`]*\s\*`|<Trans>[^<]*\s\*<\/Trans>/.test(readFileSync(file, 'utf8')),
    );
    expect(starred.map((file) => relative(SRC, file))).toEqual([]);
  });
});
