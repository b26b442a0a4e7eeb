/** The port of the server the journeys start (its own, so a running dev server is left alone). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
