const listMessage = 'must be 1 to 100 ids (whole numbers from 1) separated by commas, such as 3,7';

const hundredAndOne = Array.from({ length: 101 }, (_, index) => index + 1).join(',');

/** Bad `ids` for the lookups by id, and the message each must get. */
export const idErrorCases: [label: string, ids: string, message: string][] = [
  ['0', '0', listMessage],
  ['-1', '-1', listMessage],
  ['1.5', '1.5', listMessage],
  ['abc', 'abc', listMessage],
  ['1,abc', '1,abc', listMessage],
  ['1e3', '1e3', listMessage],
  ['9999999999', '9999999999', listMessage],
  [',,', ',,', listMessage],
  ['101 ids', hundredAndOne, listMessage],
  ['(empty)', '', 'is required'],
];
