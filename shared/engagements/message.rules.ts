// The messenger's limits, apart from its schemas (message.schema.ts): the conversation shows without zod, which loads
// when a message is sent.

/** Spec: a message of the messenger is plain text of at most 5,000 characters. */
export const MESSAGE_MAX_LENGTH = 5000;
