// The measurement vocabulary lives beside the schemas that check it (lib/validation), below
// every feature; made to measure's pages and modules import it from here.
export * from '@/lib/validation/measurement-kinds';
