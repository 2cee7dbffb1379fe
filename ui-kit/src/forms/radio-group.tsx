import { ChoiceGroup, type ChoiceGroupProps } from './choice-group';

/** Props of {@link RadioGroup}. */
interface RadioGroupProps extends ChoiceGroupProps {
  /** The chosen answer, when the group is controlled. */
  readonly value?: string;
  /** The answer chosen at first, when it is not (react-hook-form uses its `defaultValues`). */
  readonly defaultValue?: string;
}

/**
 * One answer out of several: a fieldset whose legend is the question, with its hint and
 * error. Works with react-hook-form: `<RadioGroup label="Gender" options={…} {...register('gender')} />`.
 */
export function RadioGroup({ value, defaultValue, ...group }: RadioGroupProps) {
  return (
    <ChoiceGroup
      type="radio"
      {...group}
      isChecked={value === undefined ? undefined : (option) => option === value}
      isDefaultChecked={defaultValue === undefined ? undefined : (option) => option === defaultValue}
    />
  );
}
