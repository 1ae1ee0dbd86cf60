export { futuraFontFaces } from './futura-faces';
