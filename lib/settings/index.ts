export { getShowroom } from './cached-showroom';
export { getSettings } from './cached';
export { oneLineAddress, telHref, whatsappHref } from './defaults';
export { currentSettings, readSettings } from './read-settings';
export { saveSettings } from './save-settings';
export { localizedShowroom } from './showroom';
