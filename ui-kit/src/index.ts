// @maple/ui: the kit every app builds its screens with. Each export is documented where it is
// defined; the README shows them together.
export * from './theme/theme';
export * from './i18n/kit-locale';
export * from './i18n/kit-messages';
export * from './i18n/validation-messages';
export { useKitLocale, useKitMessages } from './i18n/use-kit-locale';
export * from './format/format-points';
export * from './format/format-money';
export * from './format/points';
export * from './format/money';
export * from './a11y/visually-hidden';
export { PageFrame, type PageFrameProps } from './layout/page-frame';
export { Section, type SectionProps } from './layout/section';
export { Card, CardList, type CardListProps, type CardProps } from './layout/card';
export type { HeadingLevel } from './layout/heading';
export * from './layout/button-row';
export { buttonClassName, type ButtonLook, type ButtonVariant } from './actions/button-class-name';
export * from './actions/button';
export type { FieldProps } from './forms/field-props';
export type { FieldOption } from './forms/field-option';
export * from './forms/text-field';
export * from './forms/text-area';
export * from './forms/select';
export * from './forms/checkbox';
export * from './forms/radio-group';
export * from './forms/checkbox-group';
export type { ChoiceGroupProps } from './forms/choice-group';
export * from './forms/error-summary';
export * from './forms/form';
export * from './forms/validation-error-map';
export * from './dialog/dialog';
export * from './dialog/confirm-dialog';
export * from './feedback/notice';
export * from './feedback/empty-state';
export * from './feedback/error-state';
export type { StateHeadingLevel } from './feedback/state-heading';
export {
  CardListSkeleton,
  type CardListSkeletonProps,
  PageSkeleton,
  Skeleton,
  SKELETON_DELAY_MS,
  SkeletonHeading,
  SkeletonMedia,
  type SkeletonOptions,
  type SkeletonRatio,
  SkeletonText,
} from './feedback/skeleton';
export * from './feedback/badge';
export * from './feedback/progress';
