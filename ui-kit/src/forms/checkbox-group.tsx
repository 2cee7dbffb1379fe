import { ChoiceGroup, type ChoiceGroupProps } from './choice-group';

/** Props of {@link CheckboxGroup}. */
interface CheckboxGroupProps extends ChoiceGroupProps {
  /** The chosen answers, when the group is controlled. */
  readonly value?: readonly string[];
  /** The answers chosen at first, when it is not (react-hook-form uses its `defaultValues`). */
  readonly defaultValue?: readonly string[];
}

/**
 * Any number of answers (a multi-select): a fieldset whose legend is the question, with its
 * hint and error. With react-hook-form, `{...register('ethnicity')}` collects the checked
 * values in an array.
 */
export function CheckboxGroup({ value, defaultValue, ...group }: CheckboxGroupProps) {
  return (
    <ChoiceGroup
      type="checkbox"
      {...group}
      isChecked={value === undefined ? undefined : (option) => value.includes(option)}
      isDefaultChecked={defaultValue === undefined ? undefined : (option) => defaultValue.includes(option)}
    />
  );
}
