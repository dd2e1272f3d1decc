// Names staff read for the template types, and the order the editors list them in (static first).
import {
  STATIC_TEMPLATE_TYPES,
  TEMPLATE_TYPES,
  type TemplateType,
} from '../../../src-shared/messaging/template-types.js';

export const isStaticType = (type: TemplateType) =>
  (STATIC_TEMPLATE_TYPES as readonly string[]).includes(type);

export const TYPES_IN_ORDER: readonly TemplateType[] = [
  ...STATIC_TEMPLATE_TYPES,
  ...TEMPLATE_TYPES.filter((t) => !isStaticType(t)),
];
