export { askLinks, type AskLink } from './ask-links';
