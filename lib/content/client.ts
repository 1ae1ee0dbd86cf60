export { templateFieldHelp } from './message-templates/field-help';
export { previewTemplate } from './message-templates/preview-template';
export { smsParts } from './message-templates/sms-parts';
