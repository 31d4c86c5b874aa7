import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors, firstError, focusField } from '@/lib/forms';
import { propsOf } from '@/lib/page-props';
import type { PageName, PageProps } from '@contracts/page-registry';

/**
 * A staff settings screen's form (Empresa, Financiacion): text fields checked with the screen's
 * schema in the browser, then posted to `url`. Errors, the browser's or the server's, go under
 * their fields and the first one, in the form's `order`, takes the focus; a save refills the
 * form with what the page answered (the values as stored, normalized).
 */
export function useSettingsForm<Form extends Record<string, string>, Name extends PageName>(options: {
  initial: Form;
  schema: z.ZodType;
  order: readonly (keyof Form & string)[];
  url: string;
  page: Name;
  toForm: (props: PageProps<Name>) => Form;
}) {
  type Field = keyof Form & string;
  // Every field is text, so the form is handled as strings by name; the screen reads it back typed.
  const form = useForm<Record<string, string>>(options.initial);

  /** The props of a text field bound to the form. */
  const text = (field: Field) => ({
    name: field,
    value: form.data[field] ?? '',
    error: form.errors[field],
    onChange: (event: { target: { value: string } }) => form.setData((current) => ({ ...current, [field]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    form.clearErrors();
    const checked = options.schema.safeParse(form.data);
    if (!checked.success) {
      const errors = fieldErrors<Field>(checked.error);
      form.setError(errors as Record<string, string>);
      focusField(element, firstError(options.order, errors));
      return;
    }
    form.post(options.url, {
      preserveScroll: true,
      onSuccess: (page) => {
        const saved = propsOf(page, options.page);
        if (saved) form.setData(options.toForm(saved));
      },
      onError: (errors) => focusField(element, firstError(options.order, errors)),
    });
  };

  return { data: form.data as Form, processing: form.processing, text, submit };
}
