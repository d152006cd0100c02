import { frenchValidationMessages } from '../../shared/validation/french';
import { setValidationTranslator } from '../../shared/validation/translator';

// Tests that use the shared schemas without the app (shared rules, services, the client's forms) read French
// messages, as the server and a French page do.
setValidationTranslator(frenchValidationMessages);
