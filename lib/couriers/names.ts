/** The couriers the desk books through their APIs (client-safe: the panel names them). */
export const bookableCouriers = ['steadfast', 'pathao'] as const;
export type BookableCourier = (typeof bookableCouriers)[number];

/** How a courier is named on the timeline and to staff. */
export const courierLabels: Record<BookableCourier, string> = {
  steadfast: 'Steadfast',
  pathao: 'Pathao',
};

/** Pathao's weights (docs: 0.5 to 10 kg per parcel). */
export const pathaoWeight = { min: 0.5, max: 10, default: 0.5 } as const;
