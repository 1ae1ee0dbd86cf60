/** Every date the store shows is Dhaka's: its shoppers', staff's and couriers' day. */
export const storeTimeZone = 'Asia/Dhaka';
