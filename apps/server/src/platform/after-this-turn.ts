/**
 * Resolves on the next turn of the event loop (setImmediate), once what this turn wrote (an answer)
 * is on its way: for work that should not hold up the answer, or should let other requests in.
 */
export const afterThisTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
