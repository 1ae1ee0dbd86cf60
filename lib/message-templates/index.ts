export { listTemplates } from './list-templates';
export { resetTemplate } from './reset-template';
export { saveTemplate } from './save-template';
export { templateKeySchema, templateSaveSchema } from './schemas';
export type { TemplateView } from './types';
