/** A `success:true` answer carrying `data`. */
export const ok = (data: unknown) => Response.json({ success: true, data });
/** A refusal as the server sends it (the status matters only to the client's error rules). */
export const refused = (status: number, errorMessage: string, errors?: Record<string, string>) =>
  Response.json({ success: false, errorMessage, ...(errors && { errors }) }, { status });
