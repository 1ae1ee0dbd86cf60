import { bookableCouriers } from '@/lib/db/values/orders';
import { vocabularyLabels } from '@/lib/i18n/vocabulary';

/** The couriers the desk books through their APIs (client-safe: the panel names them). */
export { bookableCouriers, type BookableCourier } from '@/lib/db/values/orders';

/** How a courier is named on the timeline and to staff. */
export const courierLabels = vocabularyLabels('courierDesk', bookableCouriers);

/** Pathao's weights (docs: 0.5 to 10 kg per parcel). */
export const pathaoWeight = { min: 0.5, max: 10, default: 0.5 } as const;
