// Limits the schemas (with zod) and the inputs (without it) share: a page that only shows an input does not load zod.

/** Spec §5/§9: at most 5 images in a multi-image input. */
export const MAX_IMAGES = 5;
