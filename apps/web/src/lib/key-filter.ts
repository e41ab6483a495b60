import type { UseFormRegisterReturn } from 'react-hook-form';

/** Keeps only the characters a key filter accepts (each pattern matches a whole allowed string). */
export function keepAllowed(value: string, pattern: RegExp): string {
  return Array.from(value)
    .filter((char) => pattern.test(char))
    .join('');
}

/** Wraps a react-hook-form registration so disallowed characters are dropped as they are typed. */
export function withKeyFilter<T extends string>(
  registration: UseFormRegisterReturn<T>,
  pattern: RegExp,
): UseFormRegisterReturn<T> {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement | null;
      if (input && typeof input.value === 'string') {
        const filtered = keepAllowed(input.value, pattern);
        if (filtered !== input.value) input.value = filtered;
      }
      return registration.onChange(event);
    },
  };
}
