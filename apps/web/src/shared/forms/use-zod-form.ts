import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type TValues = Record<string, string>;
export type TFieldErrors<V extends TValues> = Partial<Record<keyof V, { message: string }>>;

/**
 * A small form state for text fields validated by a contracts zod schema: the same rules and
 * messages as the server. A field is checked when it loses focus, then on every change; all are
 * checked on submit, which is refused while a submission runs. (A library would do the same at
 * several times the size, and the public pages have a strict download budget.)
 */
export function useZodForm<V extends TValues>(opts: { schema: z.ZodType; defaultValues: V }) {
  const [values, setValues] = useState<V>(opts.defaultValues);
  const [errors, setErrors] = useState<TFieldErrors<V>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitting = useRef(false);
  const touched = useRef(new Set<keyof V>());
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const validate = useCallback(
    (next: V, only?: ReadonlySet<keyof V>): TFieldErrors<V> => {
      const res = opts.schema.safeParse(next);
      const found: TFieldErrors<V> = {};
      if (!res.success) {
        for (const issue of res.error.issues) {
          const key = issue.path[0] as keyof V | undefined;
          if (key === undefined || found[key] || (only && !only.has(key))) continue;
          found[key] = { message: issue.message };
        }
      }
      return found;
    },
    [opts.schema],
  );

  const register = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const next = { ...valuesRef.current, [name]: e.target.value };
      setValues(next);
      if (touched.current.size > 0) setErrors(validate(next, touched.current));
    },
    onBlur: () => {
      touched.current.add(name);
      setErrors(validate(valuesRef.current, touched.current));
    },
  });

  const handleSubmit =
    (onValid: (values: V) => Promise<void> | void) =>
    async (e?: FormEvent): Promise<void> => {
      e?.preventDefault();
      if (submitting.current) return;
      for (const key of Object.keys(valuesRef.current)) touched.current.add(key);
      const found = validate(valuesRef.current);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      submitting.current = true;
      setSubmitting(true);
      try {
        await onValid(valuesRef.current);
      } finally {
        submitting.current = false;
        setSubmitting(false);
      }
    };

  /** Everything a FormField needs: the input's props plus its error state and message. */
  const field = (name: keyof V & string) => ({
    ...register(name),
    error: errors[name] !== undefined,
    helperText: errors[name]?.message,
  });

  return {
    register,
    field,
    handleSubmit,
    watch: (name: keyof V) => values[name],
    formState: { errors, isSubmitting },
  };
}
