// Adds the declared resources' texts (resource-texts.ts) to the console's languages. Imported by
// the modules that show declared resources (their fields, messages and names), so those texts are
// there whenever such a screen renders, and evaluated only then.
import { DECLARED_TEXTS } from './resource-texts.js';
import { addTextBundle } from './text-bundles.js';

for (const [language, texts] of Object.entries(DECLARED_TEXTS)) addTextBundle(language, texts);

export { DECLARED_TEXTS };
