import 'server-only';
import { consumeCodeIn, type CodePurpose } from './codes';
import type { Transaction } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import { invalidCode } from './invalid-code';

const wrongCode = Symbol('wrong code');

/**
 * Uses up the code and runs the write it unlocks in one transaction, so a failed write
 * leaves the code for another try. A wrong code is thrown only after the transaction has
 * committed, so that the try still counts against the code.
 */
export async function writeWithCode<T>(
  purpose: CodePurpose,
  target: string,
  otp: string,
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const result = await writeTransaction(async (tx) =>
    (await consumeCodeIn(tx, purpose, target, otp)) ? write(tx) : wrongCode,
  );
  if (result === wrongCode) throw invalidCode();
  return result;
}
