/** Resolves after `ms`: the pauses the chat and the booking form make before an answer shows. */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
