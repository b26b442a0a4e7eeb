/** Text for an HTML element or a quoted attribute: names, addresses and site data are never markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
