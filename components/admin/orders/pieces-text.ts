export const piecesText = (pieces: number) => `${pieces} ${pieces === 1 ? 'piece' : 'pieces'}`;
