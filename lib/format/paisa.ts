/** Money is added up in whole paisa, so that 0.1 + 0.2 is 0.3 and totals never drift. */
export const toPaisa = (amount: number) => Math.round(amount * 100);
export const fromPaisa = (paisa: number) => paisa / 100;

/** True when two amounts are the same to the paisa (money compares as money, not as floats). */
export const sameAmount = (a: number, b: number) => toPaisa(a) === toPaisa(b);
