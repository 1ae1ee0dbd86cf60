/** Some shared messages are written to follow a name ('must be …', 'successfully saved …'); shown alone, they start a sentence. */
export const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
