import type { Namespace } from './languages';

/** An enumeration whose values are shown with labels from a namespace's locale files (`<namespace>:<key>.<value>`). */
export interface LabelledEnum {
  namespace: Namespace;
  key: string;
  values: readonly (string | number)[];
}
