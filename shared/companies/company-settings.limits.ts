// Limits the settings' schemas (with zod) and the form (without it) share: the page shows them before zod loads.

/** The text of the company's communication page on its public entrance. */
export const COMMUNICATION_TEXT_MAX = 1000;
