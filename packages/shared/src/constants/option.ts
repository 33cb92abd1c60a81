/** A select option whose stored value differs from what the user reads. */
export interface Option<V extends string | number = string> {
  readonly value: V;
  readonly label: string;
}

/** The stored values of an option list, typed as the union of its literal values. */
export const valuesOf = <const T extends readonly { value: string }[]>(
  options: T,
): readonly T[number]['value'][] => options.map((option) => option.value);

/** The label of a value, or the value itself when the list does not know it. */
export const labelOf = <V extends string | number>(options: readonly Option<V>[], value: V): string =>
  options.find((option) => option.value === value)?.label ?? String(value);
