import { NextRequest } from 'next/server';
import { errorResponse } from '@/lib/api/error-response';
import { readBodyText } from '@/lib/api/read-body';
import { handlers } from '@/lib/auth/next-auth';

/** Sign-in forms are a few fields; anything larger is refused before next-auth parses it. */
const maxAuthFormBytes = 16 * 1024;

export const { GET } = handlers;

export async function POST(request: NextRequest): Promise<Response> {
  let body: string;
  try {
    body = await readBodyText(request, maxAuthFormBytes);
  } catch (error) {
    return errorResponse(error, request);
  }
  const { method, headers } = request;
  return handlers.POST(new NextRequest(request.url, { method, headers, body }));
}
