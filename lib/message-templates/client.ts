export { templateFieldHelp } from './field-help';
export { previewTemplate } from './preview-template';
export { smsParts } from './sms-parts';
