/** An order's page on the desk. */
export const deskOrderHref = (number: string) => `/admin/orders/${encodeURIComponent(number)}`;

export const piecesText = (pieces: number) => `${pieces} ${pieces === 1 ? 'piece' : 'pieces'}`;
