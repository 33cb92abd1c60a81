import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * For forms checked a step at a time with `trigger()`: a field showing an error is checked again on every
 * change, so the message goes away as soon as the value is right. react-hook-form only re-validates on
 * change after a full `handleSubmit`, which a refused Next is not.
 *
 * Such forms keep react-hook-form's default mode (`onSubmit`), never `onTouched`/`onBlur`: a message that
 * appears or vanishes as focus leaves a field moves the button under the pointer between mousedown and
 * mouseup, and the click on Next is lost (issue 15).
 */
// biome-ignore lint/suspicious/noExplicitAny: any form, whatever its resolver's output type.
export function useRevalidateShownErrors<T extends FieldValues>(form: UseFormReturn<T, any, any>) {
  const { watch, trigger, getFieldState } = form;
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      // A keystroke: React reports it as a 'change' event, Preact (the built site) as the 'input' it is
      // (react-hook-form's types know only the first).
      const event: string | undefined = type;
      if ((event === 'change' || event === 'input') && name && getFieldState(name).error) void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState]);
}
